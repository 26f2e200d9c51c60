//! `require "io/nonblock"`: IO#nonblock?, IO#nonblock= and IO#nonblock { } (a C extension in
//! CRuby): the descriptor's O_NONBLOCK flag, read and set with fcntl(2) through nix.
//!
//! Invariants: the flag is the descriptor's own, so it is shared with every IO on the same
//! open file description, as in CRuby; `nonblock { }` restores the previous state after the
//! block, whether it returns or raises, and answers the block's value.

use nix::fcntl::{fcntl, FcntlArg, OFlag};

use crate::core::io::errno::sys_fail;
use crate::core::io::{open_data, with_fd};
use crate::value::Value;
use crate::vm::{Args, Vm, VmResult};

fn flags(vm: &mut Vm, io: Value) -> VmResult<OFlag> {
    let d = open_data(vm, io)?;
    let path = d.path_lossy();
    let r = with_fd(d, false, |fd| fcntl(fd, FcntlArg::F_GETFL)).unwrap_or(Err(nix::errno::Errno::EBADF));
    match r {
        Ok(f) => Ok(OFlag::from_bits_retain(f)),
        Err(e) => Err(sys_fail(vm, &std::io::Error::from_raw_os_error(e as i32), "", &path)),
    }
}

fn set_nonblock(vm: &mut Vm, io: Value, on: bool) -> VmResult<()> {
    let old = flags(vm, io)?;
    let new = if on { old | OFlag::O_NONBLOCK } else { old - OFlag::O_NONBLOCK };
    if new == old {
        return Ok(());
    }
    let d = open_data(vm, io)?;
    let path = d.path_lossy();
    let r = with_fd(d, false, |fd| fcntl(fd, FcntlArg::F_SETFL(new))).unwrap_or(Err(nix::errno::Errno::EBADF));
    r.map(|_| ()).map_err(|e| sys_fail(vm, &std::io::Error::from_raw_os_error(e as i32), "", &path))
}

fn io_nonblock_p(vm: &mut Vm, recv: Value, _args: &Args) -> VmResult {
    Ok(Value::bool(flags(vm, recv)?.contains(OFlag::O_NONBLOCK)))
}

fn io_set_nonblock(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    set_nonblock(vm, recv, args.get(0).truthy())?;
    Ok(args.get(0))
}

/// `nonblock(nb = true) { |io| ... }`
fn io_nonblock_block(vm: &mut Vm, recv: Value, args: &Args) -> VmResult {
    if args.len() > 1 {
        return Err(vm.arg_count_error(args.len(), 0, 1));
    }
    let Some(block) = args.block.clone() else {
        return Err(vm.local_jump_error("no block given", "noreason"));
    };
    let on = args.is_empty() || args.get(0).truthy();
    let was = flags(vm, recv)?.contains(OFlag::O_NONBLOCK);
    if was == on {
        return vm.yield_block(&block, &[recv]);
    }
    set_nonblock(vm, recv, on)?;
    let r = vm.yield_block(&block, &[recv]);
    // Restored even when the block raised (CRuby's rb_ensure); a closed IO stays closed.
    if open_data(vm, recv).is_ok() {
        set_nonblock(vm, recv, was)?;
    }
    r
}

pub fn init(vm: &mut Vm) -> VmResult<()> {
    let io = vm.core.io;
    vm.define_builtin(io, "nonblock?", 0, io_nonblock_p);
    vm.define_builtin(io, "nonblock=", 1, io_set_nonblock);
    vm.define_builtin(io, "nonblock", -1, io_nonblock_block);
    Ok(())
}
