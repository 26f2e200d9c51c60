//! The disassembler behind `--dump=insns`, generated from the instruction table's operand kinds.

use crate::insn::OperandKind;
use crate::iseq::decode;
use crate::object::{self, ObjType};
use crate::symbol::SymbolId;
use crate::value::Value;
use crate::vm::Vm;

fn operand_text(vm: &mut Vm, iseq: &crate::iseq::IseqData, kind: OperandKind, w: u64) -> String {
    match kind {
        OperandKind::Num => format!("{}", w as i64),
        OperandKind::Label => format!("{w:04}"),
        OperandKind::Id => format!(":{}", SymbolId(w as u32).name()),
        OperandKind::Obj => vm.inspect_str(Value(w)).unwrap_or_else(|_| "?".into()),
        OperandKind::Iseq => {
            let v = Value(w);
            if object::is_type(v, ObjType::Iseq) {
                object::as_iseq(v).data.name.clone()
            } else {
                "nil".into()
            }
        }
        OperandKind::CallSite => {
            let ci = &iseq.call_infos[w as usize];
            let kw = if ci.kw_names.is_empty() {
                String::new()
            } else {
                format!(", kw:[{}]", ci.kw_names.iter().map(|n| n.name().into_owned()).collect::<Vec<_>>().join(", "))
            };
            format!("<calldata!mid:{}, argc:{}{}{}>", ci.mid.name(), ci.argc, kw, flag_text(ci.flags))
        }
        OperandKind::IvarCache => format!("<ivc:{w}>"),
        OperandKind::ConstCache => format!("<ic:{w}>"),
    }
}

fn flag_text(f: u32) -> String {
    use crate::iseq::call_flags as cf;
    let mut s = String::new();
    for (bit, name) in [
        (cf::FCALL, "FCALL"),
        (cf::VCALL, "VCALL"),
        (cf::SPLAT, "ARGS_SPLAT"),
        (cf::BLOCKARG, "ARGS_BLOCKARG"),
        (cf::KW_HASH, "KW_SPLAT"),
        (cf::KW_ARGS, "KWARG"),
        (cf::ZSUPER, "ZSUPER"),
    ] {
        if f & bit != 0 {
            s.push_str(if s.is_empty() { ", " } else { "|" });
            s.push_str(name);
        }
    }
    s
}

/// Disassembles `iseq` and, after it, every child iseq it references.
pub fn disassemble(vm: &mut Vm, iseq_v: Value, out: &mut String) {
    let iseq = &object::as_iseq(iseq_v).data;
    out.push_str(&format!(
        "== disasm: #<ISeq:{}@{}:{}> (catch: {}, locals: {}, env: {}, refs bitmap: {} word(s))\n",
        iseq.name,
        iseq.path,
        iseq.first_line,
        if iseq.catch_table.is_empty() { "FALSE" } else { "TRUE" },
        iseq.local_count,
        iseq.uses_env,
        iseq.refs.words().len()
    ));
    for e in &iseq.catch_table {
        out.push_str(&format!("| catch type: {:?} st: {:04} ed: {:04} cont: {:04}..{:04} sp: {}\n", e.kind, e.start, e.end, e.handler, e.handler_end, e.sp));
    }
    let mut children = Vec::new();
    let mut last_line = 0;
    for (pc, op, operands) in decode(&iseq.code) {
        let info = op.info();
        let mut parts = Vec::new();
        for (k, &w) in info.operands.iter().zip(operands) {
            if *k == OperandKind::Iseq && Value(w).is_heap() {
                children.push(Value(w));
            }
            let w = if *k == OperandKind::Label { op.branch_target(pc, w) as u64 } else { w };
            parts.push(operand_text(vm, iseq, *k, w));
        }
        let line = iseq.line_at(pc);
        let line_text = if line != last_line { format!("({line:>4})") } else { String::new() };
        last_line = line;
        out.push_str(&format!("{:04} {:<38} {:<30}{}\n", pc, info.name, parts.join(", "), line_text));
    }
    out.push('\n');
    for c in children {
        disassemble(vm, c, out);
    }
}
