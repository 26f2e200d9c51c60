//! `require "io/nonblock"`: IO#nonblock?, IO#nonblock= and IO#nonblock { } (a C extension in
//! CRuby): the descriptor's O_NONBLOCK flag, read and set with fcntl(2) through nix.
//!
//! Invariants: the flag is the descriptor's own, so it is shared with every IO on the same
//! open file description, as in CRuby; `nonblock { }` restores the previous state after the
//! block, whether it returns or raises, and answers the block's value.

use nix::fcntl::{fcntl, FcntlArg, OFlag};

use corundum_vm::api::{Args, CoreClass, Result, Ruby, Value};

fn flags(rb: &mut Ruby, io: Value) -> Result<OFlag> {
    let r = rb.with_io_fd(io, false, |fd| fcntl(fd, FcntlArg::F_GETFL))?;
    match r {
        Ok(f) => Ok(OFlag::from_bits_retain(f)),
        Err(e) => {
            let path = rb.io_path(io)?;
            Err(rb.sys_fail(&std::io::Error::from_raw_os_error(e as i32), "", &path))
        }
    }
}

fn set_nonblock(rb: &mut Ruby, io: Value, on: bool) -> Result<()> {
    let old = flags(rb, io)?;
    let new = if on { old | OFlag::O_NONBLOCK } else { old - OFlag::O_NONBLOCK };
    if new == old {
        return Ok(());
    }
    let r = rb.with_io_fd(io, false, |fd| fcntl(fd, FcntlArg::F_SETFL(new)))?;
    if let Err(e) = r {
        let path = rb.io_path(io)?;
        return Err(rb.sys_fail(&std::io::Error::from_raw_os_error(e as i32), "", &path));
    }
    Ok(())
}

fn io_nonblock_p(rb: &mut Ruby, recv: Value, _args: &Args) -> Result {
    Ok(Value::bool(flags(rb, recv)?.contains(OFlag::O_NONBLOCK)))
}

fn io_set_nonblock(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    set_nonblock(rb, recv, args.get(0).truthy())?;
    Ok(args.get(0))
}

/// `nonblock(nb = true) { |io| ... }`
fn io_nonblock_block(rb: &mut Ruby, recv: Value, args: &Args) -> Result {
    if args.len() > 1 {
        return Err(rb.arg_count_error(args.len(), 0, 1));
    }
    let Some(block) = args.block() else {
        return Err(rb.local_jump_error("no block given", "noreason"));
    };
    let on = args.is_empty() || args.get(0).truthy();
    let was = flags(rb, recv)?.contains(OFlag::O_NONBLOCK);
    if was == on {
        return rb.yield_block(block, &[recv]);
    }
    set_nonblock(rb, recv, on)?;
    let r = rb.yield_block(block, &[recv]);
    // Restored even when the block raised (CRuby's rb_ensure); a closed IO stays closed.
    if rb.with_io_fd(recv, false, |_| ()).is_ok() {
        set_nonblock(rb, recv, was)?;
    }
    r
}

pub fn init(rb: &mut Ruby) -> Result<()> {
    let io = rb.core_class(CoreClass::Io);
    rb.define_method(io, "nonblock?", 0, io_nonblock_p);
    rb.define_method(io, "nonblock=", 1, io_set_nonblock);
    rb.define_method(io, "nonblock", -1, io_nonblock_block);
    Ok(())
}
