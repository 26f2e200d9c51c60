//! `inspect`/`to_s` of Proc, Method and UnboundMethod, in CRuby 4.0's forms:
//! `#<Proc:0x... path:line (lambda)>` (a binary String) and
//! `#<Method: Receiver(Owner)#name(original)(params) path:line>`.
//!
//! Invariant: these run no user code but `inspect` of the modules and receivers shown (CRuby
//! calls it too); everything read from the payloads is read before those calls.

use crate::class::MethodKind;
use crate::core::proc_::method::defined_class;
use crate::core::proc_::{method_data, proc_data};
use crate::object::{self as obj, ObjType};
use crate::symbol::SymbolId;
use crate::value::Value;
use crate::vm::frame::Block;
use crate::vm::{Args, Vm, VmResult};

/// `Proc#inspect`/`to_s`: `#<Proc:0x... path:line>`, `(&:sym)` for a Symbol's proc, `(lambda)`
/// for a lambda; the class shown is the proc's own (a subclass of Proc names itself).
pub fn proc_inspect(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let k = vm.class_of_real(recv);
    let name = vm.module_name(k);
    let d = proc_data(recv);
    let mut s = format!("#<{name}:{:#018x}", recv.0);
    match &d.block {
        Block::Captured(c) => {
            let i = &obj::as_iseq(c.iseq).data;
            s.push_str(&format!(" {}:{}", i.path, i.first_line));
        }
        Block::Symbol(name, _) => s.push_str(&format!("(&{})", crate::core::symbol::symbol_inspect(*name))),
        _ => {}
    }
    if d.lambda {
        s.push_str(" (lambda)");
    }
    s.push('>');
    Ok(vm.new_binary_string(s.into_bytes()))
}

/// One parameter list as CRuby's `method_inspect` writes it: `(a, b=..., *c, d:, e: ..., **f,
/// &g)`, `_` for unnamed required or optional ones, `...` for argument forwarding.
fn params_text(params: &[(&str, Option<SymbolId>)]) -> String {
    let mut out = String::from("(");
    let mut forwarding = false;
    for (i, &(kind, name)) in params.iter().enumerate() {
        let n = name.map(|n| n.name().to_string());
        match kind {
            "req" => out.push_str(n.as_deref().unwrap_or("_")),
            "opt" => out.push_str(&format!("{}=...", n.as_deref().unwrap_or("_"))),
            "keyreq" => out.push_str(&format!("{}:", n.as_deref().unwrap_or("_"))),
            "key" => out.push_str(&format!("{}: ...", n.as_deref().unwrap_or("_"))),
            "rest" => {
                if n.as_deref() == Some("*") {
                    forwarding = true;
                    out.push_str("...");
                } else {
                    out.push('*');
                    out.push_str(n.as_deref().unwrap_or(""));
                }
            }
            "keyrest" => {
                if n.as_deref() != Some("**") {
                    out.push_str("**");
                    out.push_str(n.as_deref().unwrap_or(""));
                } else if i > 0 {
                    out.truncate(out.len() - 2);
                }
            }
            "block" => {
                if n.as_deref() == Some("&") {
                    if forwarding {
                        out.truncate(out.len() - 2);
                    } else {
                        out.push_str("...");
                    }
                } else {
                    out.push('&');
                    out.push_str(n.as_deref().unwrap_or("block"));
                }
            }
            "nokey" => out.push_str("**nil"),
            _ => {}
        }
        if i + 1 < params.len() {
            out.push_str(", ");
        }
    }
    out.push(')');
    out
}

/// `Method#inspect`/`to_s` and `UnboundMethod#inspect`/`to_s` (CRuby's `method_inspect`): an
/// UnboundMethod shows its defining module; a singleton method shows its object and a `.`; any
/// other shows the receiver's class, the defining module in parentheses when it differs, and a
/// `#`. Then the name, the original name when aliased, the parameters and the definition's
/// place.
pub fn method_inspect(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    let unbound = obj::basic(recv).klass == vm.core.unbound_method || vm.class_of_real(recv) == vm.core.unbound_method;
    let d = method_data(recv);
    let (me, name, lookup_class, r) = (d.me.clone(), d.name, d.klass, d.recv);
    let params = crate::core::parameters::method_params(recv);
    let kind_name = if unbound { "UnboundMethod" } else { "Method" };
    let defined = defined_class(vm, &me);
    let mut s = format!("#<{kind_name}: ");
    let mut sharp = "#";
    let owner_singleton = me.owner.is_heap() && obj::obj_type(me.owner) == ObjType::Class && obj::as_class(me.owner).data.is_singleton;
    if unbound {
        s.push_str(&vm.inspect_str(defined)?);
    } else if owner_singleton {
        let attached = obj::as_class(me.owner).data.attached;
        sharp = ".";
        if r == attached {
            s.push_str(&vm.inspect_str(attached)?);
        } else {
            s.push_str(&vm.inspect_str(r)?);
            s.push('(');
            s.push_str(&vm.inspect_str(attached)?);
            s.push(')');
        }
    } else {
        let mut mk = lookup_class;
        // The singleton class of a plain object stands for its class.
        while mk.is_heap() && obj::obj_type(mk) == ObjType::Class && obj::as_class(mk).data.is_singleton && {
            let a = obj::as_class(mk).data.attached;
            !(a.is_heap() && matches!(obj::obj_type(a), ObjType::Class | ObjType::Module))
        } {
            mk = obj::as_class(mk).data.superclass;
            while mk.is_heap() && obj::obj_type(mk) == ObjType::IClass {
                mk = obj::as_class(mk).data.superclass;
            }
        }
        s.push_str(&vm.inspect_str(mk)?);
        if defined != mk {
            s.push('(');
            s.push_str(&vm.inspect_str(defined)?);
            s.push(')');
        }
    }
    s.push_str(sharp);
    s.push_str(&name.name());
    if name != me.original_name && !matches!(me.kind, MethodKind::Missing) {
        s.push_str(&format!("({})", me.original_name.name()));
    }
    s.push_str(&params_text(&params));
    let loc = crate::core::parameters::method_location(vm, recv);
    if crate::core::is_array(loc) {
        let items = obj::as_array(loc).items.to_vec();
        if let [path, line, ..] = items[..] {
            let p = String::from_utf8_lossy(&obj::as_string(path).bytes).into_owned();
            s.push_str(&format!(" {p}:{}", line.as_fixnum()));
        }
    }
    s.push('>');
    Ok(vm.new_string(s.into_bytes()))
}
