//! Signals sent to a running `corundum` from outside, as a user's Ctrl-C or a supervisor's
//! `kill` sends them: each program prints "ready" and then spins (a loop that neither calls nor
//! allocates, a method-call loop, a block over an endless range, threads) or blocks (`system`,
//! `sleep`, a read, `Queue#pop`, `Mutex#lock`, `ConditionVariable#wait`); the test waits for
//! that line, sends the signal with kill(1) and checks the exit status, stdout and stderr
//! against what CRuby 4.0 (CRuby master where noted) does with the same program and signal.
//!
//! Invariants:
//! - No wall-clock limit: the test waits for the "ready" line, not for a time, and then for the
//!   process to end (a program that ignores the signal hangs the test, which is the failure).
//! - Each program runs in a process group of its own and the signal goes to the group, as a
//!   terminal's Ctrl-C does, so a child of `system` gets it too and nothing is left running.
//! - A program whose signal the test process inherited as ignored would keep it ignored (as
//!   CRuby does; a shell's background job ignores SIGINT and SIGQUIT): the program then
//!   re-enables them with `trap(SIG, "DEFAULT")` first.
//! - Where the signal goes to the program alone, the group is killed once the program ended, so
//!   no child it left waiting outlives the test.

use std::io::{BufRead, BufReader, Read};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::process::{Command, Stdio};

/// How a program ended.
struct Ended {
    signal: Option<i32>,
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

/// Whether this process ignores `signo` (inherited by the programs it starts).
fn ignored(signo: i32) -> bool {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let mask = status.lines().find_map(|l| l.strip_prefix("SigIgn:")).and_then(|h| u64::from_str_radix(h.trim(), 16).ok()).unwrap_or(0);
    mask & (1 << (signo - 1)) != 0
}

/// Runs `corundum -e prog`, waits for its "ready" line, sends `sig` (a kill(1) name) to its
/// process group and waits for it to end.
fn signalled(prog: &str, sig: &str) -> Ended {
    signalled_to(prog, sig, true)
}

/// `signalled`, the signal sent to the whole group (`group`) or to the program alone.
fn signalled_to(prog: &str, sig: &str, group: bool) -> Ended {
    let mut prog = prog.to_string();
    for (signo, name) in [(2, "INT"), (3, "QUIT")] {
        if ignored(signo) {
            prog = format!("trap(\"{name}\", \"DEFAULT\"); {prog}");
        }
    }
    let mut child = Command::new(env!("CARGO_BIN_EXE_corundum"))
        .arg("-e")
        .arg(&prog)
        .env("CORUNDUM_DISABLE_COMPILE_CACHE", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0)
        .spawn()
        .expect("corundum runs");
    // Kept open so that a read of standard input blocks.
    let stdin = child.stdin.take();
    let mut err = child.stderr.take().unwrap();
    let err_reader = std::thread::spawn(move || {
        let mut s = String::new();
        let _ = err.read_to_string(&mut s);
        s
    });
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let mut stdout = String::new();
    out.read_line(&mut stdout).unwrap();
    assert_eq!(stdout, "ready\n", "program {prog:?} did not start");
    let pid = child.id();
    let target = if group { format!("-{pid}") } else { pid.to_string() };
    let sent = Command::new("kill").arg(format!("-{sig}")).arg("--").arg(target).status().unwrap();
    assert!(sent.success(), "kill -{sig} failed");
    out.read_to_string(&mut stdout).unwrap();
    let status = child.wait().unwrap();
    if !group {
        // What the program left running (its group may be empty already: kill then fails).
        let _ = Command::new("kill").arg("-KILL").arg("--").arg(format!("-{pid}")).stderr(Stdio::null()).status();
    }
    drop(stdin);
    Ended { signal: status.signal(), code: status.code(), stdout, stderr: err_reader.join().unwrap() }
}

const SIGHUP: i32 = 1;
const SIGINT: i32 = 2;
const SIGTERM: i32 = 15;

/// Programs that spin or block, and the frames CRuby reports for an Interrupt raised there
/// (the backtrace lines after the first, which names the frame the signal came in).
const BUSY: &[(&str, &str)] = &[
    ("i = 0; while true; i += 1; end", "-e:1:in '<main>': Interrupt\n"),
    ("(1..).each { |x| x }", "-e:1:in 'block in <main>': Interrupt\n\tfrom -e:1:in 'Range#each'\n\tfrom -e:1:in '<main>'\n"),
    ("sleep", "-e:1:in 'Kernel#sleep': Interrupt\n\tfrom -e:1:in '<main>'\n"),
    ("$stdin.gets", "-e:1:in 'IO#gets': Interrupt\n\tfrom -e:1:in '<main>'\n"),
    ("r, w = IO.pipe; r.read", "-e:1:in 'IO#read': Interrupt\n\tfrom -e:1:in '<main>'\n"),
    ("q = Queue.new; Thread.new { sleep }; q.pop", "-e:1:in 'Thread::Queue#pop': Interrupt\n\tfrom -e:1:in '<main>'\n"),
    (
        "m = Mutex.new; t = Thread.new { m.lock; sleep }; Thread.pass until m.locked?; m.lock",
        "-e:1:in 'Thread::Mutex#lock': Interrupt\n\tfrom -e:1:in '<main>'\n",
    ),
    (
        "m = Mutex.new; cv = ConditionVariable.new; Thread.new { sleep }; m.synchronize { cv.wait(m) }",
        "-e:1:in 'Thread::ConditionVariable#wait': Interrupt\n\tfrom -e:1:in 'block in <main>'\n\tfrom -e:1:in 'Thread::Mutex#synchronize'\n\tfrom -e:1:in '<main>'\n",
    ),
    ("r, w = IO.pipe; IO.select([r])", "-e:1:in 'IO.select': Interrupt\n\tfrom -e:1:in '<main>'\n"),
    // A write to a pipe nobody reads, filled first so that the write blocks.
    (
        "r, w = IO.pipe; nil until w.write_nonblock(\"x\" * 4096, exception: false) == :wait_writable; puts \"ready\"; w.write(\"x\")",
        "-e:1:in 'IO#write': Interrupt\n\tfrom -e:1:in '<main>'\n",
    ),
    // Backticks waiting for output: the child says "ready" on a copy of standard output.
    (
        "o = $stdout.dup; o.close_on_exec = false; `echo ready >&#{o.fileno}; exec sleep 1000 #{o.fileno}>&- 2>/dev/null`",
        "-e:1:in 'Kernel#`': Interrupt\n\tfrom -e:1:in '<main>'\n",
    ),
];

/// The program of a BUSY entry: "ready" printed at once, then the busy part. An entry that
/// says "ready" itself (once it is where it blocks) only gets synchronous output; the Mutex
/// case prints it once the other thread holds the lock.
fn ready_then(busy: &str) -> String {
    if busy.contains("ready") {
        return format!("$stdout.sync = true; {busy}");
    }
    match busy.split_once("Thread.pass until m.locked?; ") {
        Some((before, after)) => format!("$stdout.sync = true; {before}Thread.pass until m.locked?; puts \"ready\"; {after}"),
        None => format!("$stdout.sync = true; puts \"ready\"; {busy}"),
    }
}

#[test]
fn sigint_raises_interrupt_wherever_the_program_is() {
    for (busy, report) in BUSY {
        let e = signalled(&ready_then(busy), "INT");
        assert_eq!(e.signal, Some(SIGINT), "{busy}: ends by SIGINT (stderr {:?})", e.stderr);
        assert_eq!(e.stderr, *report, "{busy}");
        assert_eq!(e.stdout, "ready\n", "{busy}");
    }
}

#[test]
fn sigterm_ends_the_program_by_the_signal_without_a_report() {
    for (busy, _) in BUSY {
        let e = signalled(&ready_then(busy), "TERM");
        assert_eq!(e.signal, Some(SIGTERM), "{busy}: ends by SIGTERM (stderr {:?})", e.stderr);
        assert_eq!(e.stderr, "", "{busy}");
    }
}

/// Where a method-call loop is interrupted depends on timing (CRuby reports `Object#f`, the
/// callee, most of the time; the block is as right), so only the frames below are checked.
#[test]
fn sigint_in_a_method_call_loop() {
    let e = signalled("$stdout.sync = true; def f = 1; puts \"ready\"; loop { f }", "INT");
    assert_eq!(e.signal, Some(SIGINT), "stderr {:?}", e.stderr);
    let first = e.stderr.lines().next().unwrap_or("");
    assert!(first == "-e:1:in 'Object#f': Interrupt" || first == "-e:1:in 'block in <main>': Interrupt", "{:?}", e.stderr);
    assert!(e.stderr.ends_with("\tfrom -e:1:in 'Kernel#loop'\n\tfrom -e:1:in '<main>'\n"), "{:?}", e.stderr);
    let e = signalled("$stdout.sync = true; def f = 1; puts \"ready\"; loop { f }", "TERM");
    assert_eq!(e.signal, Some(SIGTERM));
}

/// The child of `system` prints "ready" itself, so the signal comes while the parent waits.
/// The parent is interrupted (CRuby does not ignore SIGINT during `system`); the child gets the
/// group's signal too.
#[test]
fn a_wait_in_system_is_interrupted() {
    let e = signalled("system(\"echo ready; exec sleep 1000\")", "INT");
    assert_eq!(e.signal, Some(SIGINT), "stderr {:?}", e.stderr);
    assert_eq!(e.stderr, "-e:1:in 'Kernel#system': Interrupt\n\tfrom -e:1:in '<main>'\n");
    let e = signalled("system(\"echo ready; exec sleep 1000\")", "TERM");
    assert_eq!(e.signal, Some(SIGTERM), "stderr {:?}", e.stderr);
    assert_eq!(e.stderr, "");
}

/// `ensure` clauses and `at_exit` handlers run before the process dies by the signal.
#[test]
fn ensure_and_at_exit_run_before_the_signal_ends_the_process() {
    let prog = "$stdout.sync = true; at_exit { puts \"at_exit\" }; begin; puts \"ready\"; loop { }; ensure; puts \"ensure\"; end";
    let e = signalled(prog, "TERM");
    assert_eq!(e.signal, Some(SIGTERM));
    assert_eq!(e.stdout, "ready\nensure\nat_exit\n");
    let e = signalled(prog, "INT");
    assert_eq!(e.signal, Some(SIGINT));
    assert_eq!(e.stdout, "ready\nensure\nat_exit\n");
    assert_eq!(e.stderr, "-e:1:in 'block in <main>': Interrupt\n\tfrom -e:1:in 'Kernel#loop'\n\tfrom -e:1:in '<main>'\n");
}

/// `trap` handlers run in the busy main program, and their `exit` decides the status.
#[test]
fn trap_handlers_run_during_a_busy_loop() {
    let prog = "$stdout.sync = true; trap(\"TERM\") { puts \"bye\"; exit 3 }; trap(\"INT\") { puts \"int\"; exit! 4 }; puts \"ready\"; loop { }";
    let e = signalled(prog, "TERM");
    assert_eq!((e.code, e.stdout.as_str(), e.stderr.as_str()), (Some(3), "ready\nbye\n", ""));
    let e = signalled(prog, "INT");
    assert_eq!((e.code, e.stdout.as_str(), e.stderr.as_str()), (Some(4), "ready\nint\n", ""));
}

/// A busy thread beside a busy main program: the signal still ends the process (the main
/// thread runs its handling when its time slice comes).
#[test]
fn signals_reach_a_program_whose_threads_spin() {
    let prog = "$stdout.sync = true; Thread.new { loop { } }; puts \"ready\"; loop { }";
    let e = signalled(prog, "TERM");
    assert_eq!((e.signal, e.stderr.as_str()), (Some(SIGTERM), ""));
    let e = signalled(prog, "INT");
    assert_eq!(e.signal, Some(SIGINT));
    assert!(e.stderr.lines().next().unwrap_or("").ends_with(": Interrupt"), "{:?}", e.stderr);
    let e = signalled(prog, "HUP");
    assert_eq!((e.signal, e.stderr.as_str()), (Some(SIGHUP), ""));
}

/// The other signals Ruby handles end a busy program by the signal, without a report, as
/// CRuby's SignalException does when nothing rescues it.
#[test]
fn quit_alrm_usr1_usr2_end_a_busy_program_by_the_signal() {
    for (sig, signo) in [("QUIT", 3), ("ALRM", 14), ("USR1", 10), ("USR2", 12)] {
        let e = signalled("$stdout.sync = true; puts \"ready\"; i = 0; while true; i += 1; end", sig);
        assert_eq!((e.signal, e.stderr.as_str()), (Some(signo), ""), "SIG{sig}");
    }
}

/// A supervisor's `kill PID` reaches the program alone, not the child it waits for: the wait
/// ends at once (the child is left running, as CRuby leaves it). CRuby's `system`, unlike
/// POSIX's system(3), does not ignore SIGINT while the child runs: Interrupt ends its wait.
#[test]
fn a_signal_to_the_program_alone_ends_its_wait_for_a_child() {
    let says_ready = "$stdout.sync = true; o = $stdout.dup; o.close_on_exec = false; ";
    let child = "echo ready >&#{o.fileno}; exec sleep 1000 #{o.fileno}>&- </dev/null >/dev/null 2>&1";
    let e = signalled_to(&format!("{says_ready}`{child}`"), "TERM", false);
    assert_eq!((e.signal, e.stderr.as_str()), (Some(SIGTERM), ""));
    let e = signalled_to(&format!("{says_ready}system(\"{child}\")"), "TERM", false);
    assert_eq!((e.signal, e.stderr.as_str()), (Some(SIGTERM), ""));
    let e = signalled_to(&format!("{says_ready}`{child}`"), "INT", false);
    assert_eq!(e.signal, Some(SIGINT));
    assert_eq!(e.stderr, "-e:1:in 'Kernel#`': Interrupt\n\tfrom -e:1:in '<main>'\n");
    let e = signalled_to(&format!("{says_ready}system(\"{child}\"); puts \"after\""), "INT", false);
    assert_eq!((e.signal, e.stdout.as_str()), (Some(SIGINT), "ready\n"));
    assert_eq!(e.stderr, "-e:1:in 'Kernel#system': Interrupt\n\tfrom -e:1:in '<main>'\n");
}
