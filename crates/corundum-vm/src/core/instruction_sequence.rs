//! `RubyVM::InstructionSequence`: compiled code as an object. `compile`/`compile_file`/`of`
//! make one, `to_binary`/`load_from_binary` write and read the binary format (`bytecode`),
//! `eval` runs a top-level one, `disasm` shows it.
//!
//! Invariant: an ISeq object holds one iseq Value (marked through its payload); only top-level
//! iseqs (and methods', as CRuby allows) go into a binary, and only top-level ones run by `eval`.

use crate::iseq::IseqKind;
use crate::object;
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

/// The payload of an ISeq object.
pub struct IseqObject {
    pub iseq: Value,
}

crate::data_type!(pub ISEQ_OBJECT_TYPE: IseqObject, c"iseq", mark = |p, m| {
    // SAFETY: the payload of an ISEQ_OBJECT_TYPE object is an IseqObject.
    let d = unsafe { &*(p as *const IseqObject) };
    m(d.iseq);
});

fn is_iseq_object(v: Value) -> bool {
    object::is_type(v, object::ObjType::Data) && std::ptr::eq(object::as_typed_data(v).dtype, &ISEQ_OBJECT_TYPE)
}

/// The iseq an ISeq object holds.
fn iseq_of(vm: &mut Vm, v: Value) -> VmResult<Value> {
    if !is_iseq_object(v) {
        return Err(vm.type_error("uninitialized InstructionSequence"));
    }
    // SAFETY: checked just above; the payload of ISEQ_OBJECT_TYPE is an IseqObject.
    Ok(unsafe { &*(object::as_typed_data(v).data as *const IseqObject) }.iseq)
}

/// A new ISeq object for `iseq` (which the caller keeps alive until it returns).
pub fn wrap(vm: &mut Vm, iseq: Value) -> Value {
    let k = vm.core.instruction_sequence;
    vm.temp_roots.push(iseq);
    let o = vm.new_typed_data(k, &ISEQ_OBJECT_TYPE, Box::new(IseqObject { iseq }));
    vm.temp_roots.pop();
    o
}

/// The iseq of ISeq object `v`, if it is one (for `require`'s `load_iseq` hook).
pub fn unwrap(v: Value) -> Option<Value> {
    // SAFETY: checked by `is_iseq_object`; the payload is an IseqObject.
    is_iseq_object(v).then(|| unsafe { &*(object::as_typed_data(v).data as *const IseqObject) }.iseq)
}

fn string_arg(vm: &mut Vm, v: Value) -> VmResult<Vec<u8>> {
    let s = vm.expect_string(v)?;
    Ok(object::as_string(s).bytes.to_vec())
}

/// Compiles `source` as a top-level script of `path` whose first line is `line` (SyntaxError as
/// `eval` raises it).
fn compile(vm: &mut Vm, source: &[u8], path: &str, label: &str, line: i32) -> VmResult {
    match vm.compile_source_at(source, path, label, line) {
        Ok(iseq) => {
            let o = wrap(vm, iseq);
            vm.compile_roots.clear();
            Ok(o)
        }
        Err(crate::vm::load::SyntaxErrors(msg)) => {
            vm.compile_roots.clear();
            let k = vm.core.syntax_error;
            Err(vm.make_error(k, &msg))
        }
    }
}

/// `RubyVM::InstructionSequence.compile(source, file = "<compiled>", path = file, line = 1,
/// options = nil)` (also `new`).
fn s_compile(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(5))?;
    let src = args.get(0);
    let source = if object::is_type(src, object::ObjType::String) {
        object::as_string(src).bytes.to_vec()
    } else if crate::core::io::is_io(src) {
        let s = vm.call_method(src, crate::symbol::intern("read"), &[], None)?;
        string_arg(vm, s)?
    } else {
        string_arg(vm, src)?
    };
    let file = match args.len() {
        n if n >= 2 && !args.get(1).is_nil() => String::from_utf8_lossy(&string_arg(vm, args.get(1))?).into_owned(),
        _ => "<compiled>".to_string(),
    };
    // `path` (the absolute path) is accepted and checked; the iseq keeps one path, `file`.
    if args.len() >= 3 && !args.get(2).is_nil() {
        string_arg(vm, args.get(2))?;
    }
    let line = match args.len() {
        n if n >= 4 && !args.get(3).is_nil() => vm.expect_int(args.get(3))?.clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32,
        _ => 1,
    };
    compile(vm, &source, &file, "<compiled>", line)
}

/// `RubyVM::InstructionSequence.compile_file(path, options = nil)`.
fn s_compile_file(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(2))?;
    let path = String::from_utf8_lossy(&string_arg(vm, args.get(0))?).into_owned();
    let source = match std::fs::read(&path) {
        Ok(s) => s,
        Err(e) => return Err(crate::core::io::errno::sys_fail(vm, &e, "rb_sysopen", &path)),
    };
    compile(vm, &source, &path, "<main>", 1)
}

/// `RubyVM::InstructionSequence.of(method_or_proc)`: its iseq, or nil for a builtin.
fn s_of(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(1))?;
    let v = args.get(0);
    let iseq = if crate::core::proc_::is_method(vm, v) {
        match &crate::core::proc_::method_data(v).me.kind {
            crate::class::MethodKind::Iseq(i) => Some(*i),
            crate::class::MethodKind::Bmethod(p) => block_iseq(&crate::core::proc_::proc_data(*p).block),
            _ => None,
        }
    } else if crate::core::proc_::is_proc(vm, v) {
        block_iseq(&crate::core::proc_::proc_data(v).block)
    } else {
        let c = vm.conversion_name(v);
        return Err(vm.type_error(&format!("wrong argument type {c} (expected Proc/Method/UnboundMethod)")));
    };
    Ok(match iseq {
        Some(i) => wrap(vm, i),
        None => Value::NIL,
    })
}

fn block_iseq(b: &crate::vm::frame::Block) -> Option<Value> {
    match b {
        crate::vm::frame::Block::Captured(c) => Some(c.iseq),
        crate::vm::frame::Block::Proc(p) => block_iseq(&crate::core::proc_::proc_data(*p).block),
        _ => None,
    }
}

/// `#to_binary(extra_data = nil)`: the binary format, a binary String.
fn to_binary(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 0, Some(1))?;
    let iseq = iseq_of(vm, recv)?;
    if !matches!(object::as_iseq(iseq).data.kind, IseqKind::Top | IseqKind::Method) {
        let k = vm.core.runtime_error;
        return Err(vm.make_error(k, "should be top of iseq"));
    }
    let extra = match args.get(0) {
        v if v.is_nil() || args.is_empty() => None,
        v => Some(string_arg(vm, v)?),
    };
    match crate::bytecode::to_binary(vm, iseq, extra.as_deref()) {
        Ok(bytes) => Ok(vm.new_binary_string(bytes)),
        Err(m) => {
            let k = vm.core.type_error;
            Err(vm.make_error(k, &m))
        }
    }
}

/// `RubyVM::InstructionSequence.load_from_binary(binary)`.
fn s_load_from_binary(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(1))?;
    let bytes = string_arg(vm, args.get(0))?;
    let iseq = crate::bytecode::load_from_binary(vm, &bytes)?;
    Ok(wrap(vm, iseq))
}

/// `RubyVM::InstructionSequence.load_from_binary_extra_data(binary)`: the extra data, "" when
/// none was given.
fn s_load_from_binary_extra_data(vm: &mut Vm, _recv: Value, args: &Args) -> VmResult {
    vm.check_argc(args, 1, Some(1))?;
    let bytes = string_arg(vm, args.get(0))?;
    let extra = crate::bytecode::extra_data(vm, &bytes)?;
    Ok(vm.new_binary_string(extra.unwrap_or_default()))
}

/// `#eval`: runs a top-level iseq with `main` as self.
fn eval(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let iseq = iseq_of(vm, recv)?;
    if object::as_iseq(iseq).data.kind != IseqKind::Top {
        let k = vm.core.type_error;
        return Err(vm.make_error(k, "eval of a method or block iseq is not supported"));
    }
    vm.run_top(iseq)
}

fn disasm(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let iseq = iseq_of(vm, recv)?;
    let mut out = String::new();
    crate::disasm::disassemble(vm, iseq, &mut out);
    Ok(vm.new_str(&out))
}

fn path(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let iseq = iseq_of(vm, recv)?;
    let p = object::as_iseq(iseq).data.path.clone();
    Ok(vm.new_str(&p))
}

fn label(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let iseq = iseq_of(vm, recv)?;
    let n = object::as_iseq(iseq).data.name.clone();
    Ok(vm.new_str(&n))
}

fn base_label(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let iseq = iseq_of(vm, recv)?;
    let d = &object::as_iseq(iseq).data;
    let n = match d.kind {
        IseqKind::Block | IseqKind::Lambda => d.method_name.map_or_else(|| d.name.trim_start_matches("block in ").to_string(), |m| m.name().to_string()),
        _ => d.name.clone(),
    };
    Ok(vm.new_str(&n))
}

fn first_lineno(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let iseq = iseq_of(vm, recv)?;
    Ok(Value::fixnum(i64::from(object::as_iseq(iseq).data.first_line)))
}

fn inspect(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let iseq = iseq_of(vm, recv)?;
    let d = &object::as_iseq(iseq).data;
    let s = format!("<RubyVM::InstructionSequence:{}@{}:{}>", d.name, d.path, d.first_line);
    Ok(vm.new_str(&s))
}

pub fn init(vm: &mut Vm) {
    let object_class = vm.core.object;
    let rubyvm = crate::core::define_class(vm, "RubyVM", object_class);
    let k = crate::core::define_class_under(vm, rubyvm, "InstructionSequence", object_class);
    vm.core.instruction_sequence = k;
    vm.define_singleton_builtin(k, "compile", -1, s_compile);
    vm.define_singleton_builtin(k, "new", -1, s_compile);
    vm.define_singleton_builtin(k, "compile_file", -1, s_compile_file);
    vm.define_singleton_builtin(k, "of", -1, s_of);
    vm.define_singleton_builtin(k, "load_from_binary", -1, s_load_from_binary);
    vm.define_singleton_builtin(k, "load_from_binary_extra_data", -1, s_load_from_binary_extra_data);
    vm.define_builtin(k, "to_binary", -1, to_binary);
    vm.define_builtin(k, "eval", 0, eval);
    vm.define_builtin(k, "disasm", 0, disasm);
    vm.define_builtin(k, "disassemble", 0, disasm);
    vm.define_builtin(k, "path", 0, path);
    vm.define_builtin(k, "absolute_path", 0, path);
    vm.define_builtin(k, "label", 0, label);
    vm.define_builtin(k, "base_label", 0, base_label);
    vm.define_builtin(k, "first_lineno", 0, first_lineno);
    vm.define_builtin(k, "inspect", 0, inspect);
    vm.define_builtin(k, "to_s", 0, inspect);
    crate::core::compile_option::init(vm, k);
}
