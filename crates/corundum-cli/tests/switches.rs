//! The command line's switches, case by case, against CRuby's own output: every expected
//! stdout, stderr and exit status below is what CRuby master (4.1.0dev, the native build in
//! /opt/cruby-master; ruby40, the WebAssembly 4.0, cannot take switches) printed for the same
//! arguments, run as `ruby` with `--disable-gems` in RUBYOPT, in a directory holding `FILES`.
//! In stderr `{exe}` stands for the program's name as invoked (CRuby prints its argv[0]; here,
//! the path of the binary under test) and `{dir}` for that directory. The cases where Corundum
//! differs from CRuby on purpose (the version line, the JIT switches, the help text) are the
//! separate tests at the end.

use std::io::Write;
use std::process::{Command, Stdio};

/// The files each case finds in its working directory.
const FILES: &[(&str, &str)] = &[
    ("x.rb", "garbage\nmore\n#!/usr/bin/ruby -w\np $VERBOSE, __LINE__\n__END__\nhello\n"),
    ("sh.rb", "#!/bin/sh\necho hi\n#!ruby\np __LINE__\n"),
    ("nothing.rb", "garbage\n"),
    ("s.rb", "#!/usr/bin/env ruby -s\np $foo\n"),
    ("l.rb", "#!ruby -l\np $\\ \n"),
    ("bad.rb", "#!ruby -Q\np 1\n"),
    ("data.rb", "puts DATA.read.inspect\n__END__\nfoo\nbar\n"),
    ("p.rb", "#!ruby -p\n"),
    ("name.rb", "p $0, __FILE__, Process.argv0\n"),
    ("cond.rb", "if a = 1\nend\n"),
    ("syntax.rb", "def f(\n"),
    ("lib/foo.rb", "puts \"lib loaded\"\n"),
    ("text.txt", "foo:bar:baz\nqux:quux:quuux\n"),
];

struct Case {
    name: &'static str,
    args: &'static [&'static str],
    stdin: &'static str,
    env: &'static [(&'static str, &'static str)],
    out: &'static str,
    err: &'static str,
    status: i32,
}

const CASES: &[Case] = &[
    Case { name: "e_runs_code", args: &["-e", "p 1"], stdin: "", env: &[], out: "1\n", err: "", status: 0 },
    Case { name: "e_attached", args: &["-egets", "-e", "p $_"], stdin: "hi\n", env: &[], out: "\"hi\\n\"\n", err: "", status: 0 },
    Case { name: "e_missing", args: &["-e"], stdin: "", env: &[], out: "", err: "{exe}: no code specified for -e (RuntimeError)\n", status: 1 },
    Case { name: "e_then_r_missing", args: &["-ep 1", "-r"], stdin: "", env: &[], out: "1\n", err: "", status: 0 },
    Case { name: "r_alone", args: &["-r"], stdin: "", env: &[], out: "", err: "", status: 0 },
    Case { name: "combined_switches", args: &["-wle", "p $VERBOSE, $\\"], stdin: "", env: &[], out: "true\n\"\\n\"\n", err: "", status: 0 },
    Case { name: "invalid_short", args: &["-Q"], stdin: "", env: &[], out: "", err: "{exe}: invalid option -Q  (-h will show valid options) (RuntimeError)\n", status: 1 },
    Case { name: "invalid_long", args: &["--foobarbazqux"], stdin: "", env: &[], out: "", err: "{exe}: invalid option --foobarbazqux  (-h will show valid options) (RuntimeError)\n", status: 1 },
    Case { name: "invalid_escaped", args: &["-\x01"], stdin: "", env: &[], out: "", err: "{exe}: invalid option -\\x01  (-h will show valid options) (RuntimeError)\n", status: 1 },
    Case { name: "invalid_cr", args: &["-\rx"], stdin: "", env: &[], out: "", err: "{exe}: invalid option -\\r  (-h will show valid options) (RuntimeError)\n", status: 1 },
    Case { name: "lone_cr", args: &["-\r", "-e", "p 1"], stdin: "", env: &[], out: "1\n", err: "", status: 0 },
    Case { name: "c_syntax_ok", args: &["-c", "-e", "p 1"], stdin: "", env: &[], out: "Syntax OK\n", err: "", status: 0 },
    Case { name: "cw_invalid_break", args: &["-cw", "-e", "break"], stdin: "", env: &[], out: "", err: "{exe}: -e:1: syntax error found (SyntaxError)\n> 1 | break\n    | ^~~~~ Invalid break\n\n", status: 1 },
    Case { name: "n_cw_break", args: &["-n", "-cw", "-e", "break"], stdin: "", env: &[], out: "Syntax OK\n", err: "", status: 0 },
    Case { name: "c_syntax_error", args: &["-c", "-e", "def f("], stdin: "", env: &[], out: "", err: "{exe}: -e:1: syntax errors found (SyntaxError)\n> 1 | def f(\n    | ^~~ expected an `end` to close the `def` statement\n    |       ^ unexpected end-of-input, assuming it is closing the parent top level context\n    |       ^ unexpected end-of-input; expected a `)` to close the parameters\n\n", status: 1 },
    Case { name: "syntax_error", args: &["-e", "x = 1\ny = )"], stdin: "", env: &[], out: "", err: "-e: -e:2: syntax errors found (SyntaxError)\n  1 | x = 1\n> 2 | y = )\n    |   ^ expected an expression after `=`\n    |     ^ unexpected ')', ignoring it\n    |     ^ unexpected ')', expecting end-of-input\n\n", status: 1 },
    Case { name: "chdir_missing", args: &["-C"], stdin: "", env: &[], out: "", err: "{exe}: Can't chdir (fatal)\n", status: 1 },
    Case { name: "chdir_bad", args: &["-C", "/nonexistent_dir_x", "-e", "1"], stdin: "", env: &[], out: "", err: "{exe}: Can't chdir to /nonexistent_dir_x (fatal)\n", status: 1 },
    Case { name: "chdir", args: &["-C", "lib", "-e", "p File.basename(Dir.pwd)"], stdin: "", env: &[], out: "\"lib\"\n", err: "", status: 0 },
    Case { name: "chdir_attached", args: &["-Clib", "-e", "p File.basename(Dir.pwd)"], stdin: "", env: &[], out: "\"lib\"\n", err: "", status: 0 },
    Case { name: "E_missing", args: &["-E"], stdin: "", env: &[], out: "", err: "{exe}: missing argument for -E (RuntimeError)\n", status: 1 },
    Case { name: "E_unknown", args: &["-Efoo", "-e", "1"], stdin: "", env: &[], out: "", err: "{exe}: unknown encoding name - foo (RuntimeError)\n", status: 1 },
    Case { name: "E_twice", args: &["-Eutf-8", "-Eascii", "-e", "1"], stdin: "", env: &[], out: "", err: "{exe}: default_external already set to utf-8 (RuntimeError)\n", status: 1 },
    Case { name: "E_extra", args: &["-Eutf-8:utf-8:utf-8", "-e", "1"], stdin: "", env: &[], out: "", err: "{exe}: extra argument for -E: utf-8 (RuntimeError)\n", status: 1 },
    Case { name: "E_dummy", args: &["-E", "utf-16", "-e", "1"], stdin: "", env: &[], out: "", err: "{exe}: dummy encoding is not acceptable - utf-16  (RuntimeError)\n", status: 1 },
    Case { name: "E_ext_int", args: &["-E", "ascii-8bit:utf-8", "-e", "p Encoding.default_external, Encoding.default_internal"], stdin: "", env: &[], out: "#<Encoding:BINARY (ASCII-8BIT)>\n#<Encoding:UTF-8>\n", err: "", status: 0 },
    Case { name: "E_int_only", args: &["-E", ":SHIFT_JIS", "-e", "p Encoding.default_external, Encoding.default_internal"], stdin: "", env: &[], out: "#<Encoding:UTF-8>\n#<Encoding:Shift_JIS>\n", err: "", status: 0 },
    Case { name: "E_then_U", args: &["-Eascii:ascii", "-U", "-e", "p 1"], stdin: "", env: &[], out: "", err: "{exe}: default_internal already set to ascii (RuntimeError)\n", status: 1 },
    Case { name: "U", args: &["-U", "-e", "p Encoding.default_external, Encoding.default_internal"], stdin: "", env: &[], out: "#<Encoding:UTF-8>\n#<Encoding:UTF-8>\n", err: "", status: 0 },
    Case { name: "K", args: &["-Ke", "-e", "p Encoding.default_external, Encoding.default_internal, __ENCODING__"], stdin: "", env: &[], out: "#<Encoding:EUC-JP>\nnil\n#<Encoding:EUC-JP>\n", err: "", status: 0 },
    Case { name: "K_unknown", args: &["-KZ", "-e", "p __ENCODING__"], stdin: "", env: &[], out: "#<Encoding:UTF-8>\n", err: "", status: 0 },
    Case { name: "K_warning", args: &["-wKe", "-e", "1"], stdin: "", env: &[], out: "", err: "{exe}: warning: -K is specified; it is for 1.8 compatibility and may cause odd behavior\n-e:1: warning: possibly useless use of a literal in void context\n", status: 0 },
    Case { name: "encoding_missing", args: &["--encoding"], stdin: "", env: &[], out: "", err: "{exe}: missing argument for --encoding (RuntimeError)\n", status: 1 },
    Case { name: "encoding_unknown", args: &["--encoding", "foo"], stdin: "", env: &[], out: "", err: "{exe}: unknown encoding name - foo (RuntimeError)\n", status: 1 },
    Case { name: "long_encodings", args: &["--external-encoding=euc-jp", "--internal-encoding", "utf-8", "-e", "p Encoding.default_external, Encoding.default_internal"], stdin: "", env: &[], out: "#<Encoding:EUC-JP>\n#<Encoding:UTF-8>\n", err: "", status: 0 },
    Case { name: "W0", args: &["-W0", "-e", "p [Warning[:experimental], Warning[:deprecated], $-W, $VERBOSE]"], stdin: "", env: &[], out: "[false, false, 0, nil]\n", err: "", status: 0 },
    Case { name: "W1", args: &["-W1", "-e", "p [Warning[:experimental], Warning[:deprecated], $-W, $VERBOSE]"], stdin: "", env: &[], out: "[true, false, 1, false]\n", err: "", status: 0 },
    Case { name: "w", args: &["-w", "-e", "p [Warning[:experimental], Warning[:deprecated], Warning[:performance], $-W]"], stdin: "", env: &[], out: "[true, true, false, 2]\n", err: "", status: 0 },
    Case { name: "W_category", args: &["-W:performance", "-W:no-experimental", "-e", "p [Warning[:experimental], Warning[:deprecated], Warning[:performance], $-W]"], stdin: "", env: &[], out: "[false, false, true, 1]\n", err: "", status: 0 },
    Case { name: "W_unknown_category", args: &["-W:foo", "-e", "p 1"], stdin: "", env: &[], out: "1\n", err: "{exe}: warning: unknown warning category: 'foo'\n", status: 0 },
    Case { name: "W0_silences_warnings", args: &["-W0", "-W:foo", "-e", "p 1"], stdin: "", env: &[], out: "1\n", err: "", status: 0 },
    Case { name: "Wx", args: &["-Wx", "-e", "p $-W"], stdin: "", env: &[], out: "2\n", err: "", status: 0 },
    Case { name: "We", args: &["-We", "p $-W"], stdin: "", env: &[], out: "2\n", err: "", status: 0 },
    Case { name: "w_then_W0", args: &["-w", "-W0", "-e", "p $-W"], stdin: "", env: &[], out: "0\n", err: "", status: 0 },
    Case { name: "d", args: &["-d", "-e", "p $DEBUG, $-d, $VERBOSE, Warning[:deprecated]"], stdin: "", env: &[], out: "true\ntrue\ntrue\nfalse\n", err: "", status: 0 },
    Case { name: "debug", args: &["--debug", "-e", "p $DEBUG"], stdin: "", env: &[], out: "true\n", err: "", status: 0 },
    Case { name: "debug_hyphen", args: &["--debug-", "-e", "1"], stdin: "", env: &[], out: "", err: "{exe}: invalid option --debug-  (-h will show valid options) (RuntimeError)\n", status: 1 },
    Case { name: "verbose", args: &["--verbose", "-e", "p $VERBOSE, Warning[:deprecated]"], stdin: "", env: &[], out: "true\nfalse\n", err: "", status: 0 },
    Case { name: "verbose_alone", args: &["--verbose"], stdin: "", env: &[], out: "", err: "", status: 0 },
    Case { name: "y", args: &["-y", "-e", "p 1"], stdin: "", env: &[], out: "", err: "", status: 0 },
    Case { name: "switch_globals_default", args: &["-e", "p [$-p, $-l, $-a, $-i, $-d, $DEBUG, $-v, $-w]"], stdin: "", env: &[], out: "[false, false, false, nil, false, false, false, false]\n", err: "", status: 0 },
    Case { name: "pla", args: &["-p", "-l", "-a", "-e", "p [$-p, $-l, $-a]"], stdin: "foo:bar:baz\nqux:quux:quuux\n", env: &[], out: "[true, true, true]\nfoo:bar:baz\n[true, true, true]\nqux:quux:quuux\n", err: "", status: 0 },
    Case { name: "n", args: &["-ne", "p $_"], stdin: "foo:bar:baz\nqux:quux:quuux\n", env: &[], out: "\"foo:bar:baz\\n\"\n\"qux:quux:quuux\\n\"\n", err: "", status: 0 },
    Case { name: "p", args: &["-pe", "$_.upcase!"], stdin: "foo:bar:baz\nqux:quux:quuux\n", env: &[], out: "FOO:BAR:BAZ\nQUX:QUUX:QUUUX\n", err: "", status: 0 },
    Case { name: "lane", args: &["-F:", "-lane", "p $F; p $\\"], stdin: "foo:bar:baz\nqux:quux:quuux\n", env: &[], out: "[\"foo\", \"bar\", \"baz\"]\n\"\\n\"\n[\"qux\", \"quux\", \"quuux\"]\n\"\\n\"\n", err: "", status: 0 },
    Case { name: "ple", args: &["-ple", "p $_"], stdin: "foo:bar:baz\nqux:quux:quuux\n", env: &[], out: "\"foo:bar:baz\"\nfoo:bar:baz\n\"qux:quux:quuux\"\nqux:quux:quuux\n", err: "", status: 0 },
    Case { name: "l", args: &["-l", "-e", "p [$\\, $/]"], stdin: "", env: &[], out: "[\"\\n\", \"\\n\"]\n", err: "", status: 0 },
    Case { name: "zero", args: &["-0", "-e", "p $/"], stdin: "", env: &[], out: "\"\\x00\"\n", err: "", status: 0 },
    Case { name: "zero_zero", args: &["-00", "-e", "p $/"], stdin: "", env: &[], out: "\"\"\n", err: "", status: 0 },
    Case { name: "zero_777", args: &["-0777", "-e", "p $/"], stdin: "", env: &[], out: "nil\n", err: "", status: 0 },
    Case { name: "zero_101", args: &["-0101", "-e", "p $/"], stdin: "", env: &[], out: "\"A\"\n", err: "", status: 0 },
    Case { name: "zero_l", args: &["-0", "-l", "-e", "p $\\"], stdin: "", env: &[], out: "\"\\x00\"\n", err: "", status: 0 },
    Case { name: "F", args: &["-F:", "-e", "p $;"], stdin: "", env: &[], out: "/:/\n", err: "", status: 0 },
    Case { name: "F_regexp", args: &["-Fa.b", "-e", "p $;"], stdin: "", env: &[], out: "/a.b/\n", err: "", status: 0 },
    Case { name: "i", args: &["-i.bak", "-e", "p $-i, ARGF.inplace_mode"], stdin: "", env: &[], out: "\".bak\"\n\".bak\"\n", err: "", status: 0 },
    Case { name: "i_no_ext", args: &["-i", "-e", "p $-i"], stdin: "", env: &[], out: "\"\"\n", err: "", status: 0 },
    Case { name: "i_stdin", args: &["-i", "-pe", "$_.upcase!"], stdin: "abc\n", env: &[], out: "ABC\n", err: "-e:1: warning: Can't do inplace edit for stdio\n-e:1: warning: Can't do inplace edit for stdio\n", status: 0 },
    Case { name: "n_sub", args: &["-n", "-e", "p sub(/o/, \"0\"), $_"], stdin: "foo:bar:baz\nqux:quux:quuux\n", env: &[], out: "\"f0o:bar:baz\\n\"\n\"f0o:bar:baz\\n\"\n\"qux:quux:quuux\\n\"\n\"qux:quux:quuux\\n\"\n", err: "", status: 0 },
    Case { name: "no_sub_without_n", args: &["-e", "p respond_to?(:sub, true)"], stdin: "", env: &[], out: "false\n", err: "", status: 0 },
    Case { name: "p_gsub_block", args: &["-p", "-e", "gsub(/t.*/){\"TEST\"}"], stdin: "test", env: &[], out: "TEST", err: "", status: 0 },
    Case { name: "s", args: &["-s", "-e", "p $foo, $bar, ARGV", "--", "-foo", "-bar=baz", "x", "-y"], stdin: "", env: &[], out: "true\n\"baz\"\n[\"x\", \"-y\"]\n", err: "", status: 0 },
    Case { name: "s_hyphen", args: &["-s", "-e", "p $a_b", "--", "-a-b"], stdin: "", env: &[], out: "true\n", err: "", status: 0 },
    Case { name: "s_stdin", args: &["-s", "-", "-abc", "-def=foo", "-ghi-jkl", "--", "-xyz"], stdin: "#!ruby -s\np [$abc, $def, $ghi_jkl, defined?($xyz)]\n", env: &[], out: "[true, \"foo\", true, nil]\n", err: "", status: 0 },
    Case { name: "s_bad_name", args: &["-", "-#"], stdin: "#!ruby -s\n", env: &[], out: "", err: "-: invalid name for global variable - -# (NameError)\n", status: 1 },
    Case { name: "s_debug", args: &["-s", "-e", "GC.start; p $DEBUG", "--", "-DEBUG=x"], stdin: "", env: &[], out: "\"x\"\n", err: "", status: 0 },
    Case { name: "backtrace_limit_missing", args: &["--backtrace-limit"], stdin: "", env: &[], out: "", err: "{exe}: missing argument for --backtrace-limit (RuntimeError)\n", status: 1 },
    Case { name: "backtrace_limit_empty", args: &["--backtrace-limit=", "1"], stdin: "", env: &[], out: "", err: "{exe}: missing argument for --backtrace-limit (RuntimeError)\n", status: 1 },
    Case { name: "backtrace_limit_bad", args: &["--backtrace-limit=-2"], stdin: "", env: &[], out: "", err: "{exe}: wrong limit for backtrace length (RuntimeError)\n", status: 1 },
    Case { name: "backtrace_limit_1", args: &["--backtrace-limit=1", "-e", "def f(n);n > 0 ? f(n-1) : raise;end;f(5)"], stdin: "", env: &[], out: "", err: "-e:1:in 'Object#f': unhandled exception\n\tfrom -e:1:in 'Object#f'\n\t ... 5 levels...\n", status: 1 },
    Case { name: "backtrace_limit_next_word", args: &["--backtrace-limit", "1", "-e", "p Thread::Backtrace.limit"], stdin: "", env: &[], out: "1\n", err: "", status: 0 },
    Case { name: "backtrace_limit_long_max", args: &["--backtrace-limit=9223372036854775807", "-e", "p Thread::Backtrace.limit"], stdin: "", env: &[], out: "9223372036854775807\n", err: "", status: 0 },
    Case { name: "backtrace_limit_default", args: &["-e", "p Thread::Backtrace.limit"], stdin: "", env: &[], out: "-1\n", err: "", status: 0 },
    Case { name: "enable_unknown", args: &["--enable", "foobarbazqux", "-e", ""], stdin: "", env: &[], out: "", err: "{exe}: warning: unknown argument for --enable: 'foobarbazqux'\n{exe}: warning: features are [gems, error_highlight, did_you_mean, syntax_suggest, rubyopt, frozen_string_literal, yjit, zjit].\n", status: 0 },
    Case { name: "enable_missing", args: &["--enable"], stdin: "", env: &[], out: "", err: "{exe}: missing argument for --enable (RuntimeError)\n", status: 1 },
    Case { name: "disable_missing", args: &["--disable"], stdin: "", env: &[], out: "", err: "{exe}: missing argument for --disable (RuntimeError)\n", status: 1 },
    Case { name: "disable_all", args: &["--disable", "all", "-e", "p 1"], stdin: "", env: &[], out: "1\n", err: "", status: 0 },
    Case { name: "disable_all_hyphen", args: &["--disable-all", "-e", "p 1"], stdin: "", env: &[], out: "1\n", err: "", status: 0 },
    Case { name: "frozen_string_literal_on", args: &["--enable=frozen-string-literal", "-e", "p \"foo\".frozen?"], stdin: "", env: &[], out: "true\n", err: "", status: 0 },
    Case { name: "frozen_string_literal_off", args: &["--disable=frozen_string_literal", "-e", "p \"foo\".frozen?"], stdin: "", env: &[], out: "false\n", err: "", status: 0 },
    Case { name: "frozen_string_literal_comment", args: &["--enable=frozen-string-literal", "-e", "# frozen_string_literal: false\np \"foo\".frozen?"], stdin: "", env: &[], out: "false\n", err: "", status: 0 },
    // CRuby master says 1993-2026; 4.0's RUBY_COPYRIGHT, which Corundum prints, 1993-2025.
    Case { name: "copyright", args: &["--copyright"], stdin: "", env: &[], out: "ruby - Copyright (C) 1993-2025 Yukihiro Matsumoto\n", err: "", status: 0 },
    Case { name: "parser_prism", args: &["--parser=prism", "-e", "puts :hi"], stdin: "", env: &[], out: "hi\n", err: "", status: 0 },
    Case { name: "parser_unknown", args: &["--parser=notreal", "-e", "puts :hi"], stdin: "", env: &[], out: "", err: "{exe}: unknown parser notreal (RuntimeError)\n", status: 1 },
    Case { name: "missing_enable_after_0", args: &["-0", "--enable"], stdin: "", env: &[], out: "", err: "{exe}: missing argument for --enable (RuntimeError)\n", status: 1 },
    Case { name: "missing_dump", args: &["-0", "--dump"], stdin: "", env: &[], out: "", err: "{exe}: missing argument for --dump (RuntimeError)\n", status: 1 },
    Case { name: "missing_external", args: &["-0", "--external-encoding"], stdin: "", env: &[], out: "", err: "{exe}: missing argument for --external-encoding (RuntimeError)\n", status: 1 },
    Case { name: "dump_unknown", args: &["--dump=foo", "-e", "p 1"], stdin: "", env: &[], out: "1\n", err: "{exe}: warning: don't know how to dump 'foo',\n{exe}: warning: but only [version, copyright, usage, help, yydebug, syntax, parsetree, insns].\n", status: 0 },
    Case { name: "debug_unknown", args: &["--debug=foo", "-e", "1"], stdin: "", env: &[], out: "", err: "{exe}: warning: unknown argument for --debug: 'foo'\n{exe}: warning: debug features are [frozen_string_literal].\n", status: 0 },
    Case { name: "enable_list", args: &["--enable=foo,gems", "-e", "1"], stdin: "", env: &[], out: "", err: "{exe}: warning: unknown argument for --enable: 'foo'\n{exe}: warning: features are [gems, error_highlight, did_you_mean, syntax_suggest, rubyopt, frozen_string_literal, yjit, zjit].\n", status: 0 },
    Case { name: "directory_script", args: &["."], stdin: "", env: &[], out: "", err: "{exe}: Is a directory -- . (LoadError)\n", status: 1 },
    Case { name: "missing_script", args: &["nosuch.rb"], stdin: "", env: &[], out: "", err: "{exe}: No such file or directory -- nosuch.rb (LoadError)\n", status: 1 },
    Case { name: "S_missing", args: &["-S", "nonexist_prog_x"], stdin: "", env: &[], out: "", err: "{exe}: No such file or directory -- nonexist_prog_x (LoadError)\n", status: 1 },
    Case { name: "program_names", args: &["-e", "p $0, __FILE__, Process.argv0, ARGV[0].frozen?, $0.frozen?", "x"], stdin: "", env: &[], out: "\"-e\"\n\"-e\"\n\"-e\"\ntrue\ntrue\n", err: "", status: 0 },
    Case { name: "double_dash", args: &["--", "name.rb"], stdin: "", env: &[], out: "\"name.rb\"\n\"name.rb\"\n\"name.rb\"\n", err: "", status: 0 },
    Case { name: "I_expanded", args: &["-I", "lib", "-e", "p $:[0] == File.join(Dir.pwd, 'lib')"], stdin: "", env: &[], out: "true\n", err: "", status: 0 },
    Case { name: "I_dot_slash", args: &["-I./lib", "-e", "p $:[0]"], stdin: "", env: &[], out: "\"./lib\"\n", err: "", status: 0 },
    Case { name: "I_parent", args: &["-I../a/./b", "-e", "p $:[0] == File.expand_path('../a/b')"], stdin: "", env: &[], out: "true\n", err: "", status: 0 },
    Case { name: "I_list", args: &["-Ia:b", "-e", "p $:[0, 2] == [File.expand_path('a'), File.expand_path('b')]"], stdin: "", env: &[], out: "true\n", err: "", status: 0 },
    Case { name: "r_with_I", args: &["-Ilib", "-rfoo", "-e", "p 1"], stdin: "", env: &[], out: "lib loaded\n1\n", err: "", status: 0 },
    Case { name: "r_not_found", args: &["-rnotexist", "-e", "1"], stdin: "", env: &[], out: "", err: "-e:in 'Kernel#require': cannot load such file -- notexist (LoadError)\n", status: 1 },
    Case { name: "r_not_run_with_c", args: &["-rnotexist", "-c", "-e", "1"], stdin: "", env: &[], out: "Syntax OK\n", err: "", status: 0 },
    Case { name: "e_shebang_search", args: &["-e", "#!/bin/sh", "-e", "p 1"], stdin: "", env: &[], out: "", err: "-e: no Ruby script found in input (LoadError)\n", status: 1 },
    Case { name: "e_shebang_switches_ignored", args: &["-e", "#!ruby -w", "-e", "p $VERBOSE"], stdin: "", env: &[], out: "false\n", err: "", status: 0 },
    Case { name: "x_skips", args: &["-x", "x.rb"], stdin: "", env: &[], out: "true\n4\n", err: "", status: 0 },
    Case { name: "shebang_not_ruby", args: &["x.rb"], stdin: "", env: &[], out: "", err: "x.rb:1:in '<main>': undefined local variable or method 'garbage' for main (NameError)\n", status: 1 },
    Case { name: "shebang_search", args: &["sh.rb"], stdin: "", env: &[], out: "4\n", err: "", status: 0 },
    Case { name: "x_not_found", args: &["-x", "nothing.rb"], stdin: "", env: &[], out: "", err: "nothing.rb: no Ruby script found in input (LoadError)\n", status: 1 },
    Case { name: "shebang_s", args: &["s.rb", "-foo"], stdin: "", env: &[], out: "true\n", err: "", status: 0 },
    Case { name: "shebang_l", args: &["l.rb"], stdin: "", env: &[], out: "\"\\n\"\n", err: "", status: 0 },
    Case { name: "shebang_bad", args: &["bad.rb"], stdin: "", env: &[], out: "", err: "bad.rb: invalid option -Q  (-h will show valid options) (RuntimeError)\n", status: 1 },
    Case { name: "data", args: &["data.rb"], stdin: "", env: &[], out: "\"foo\\nbar\\n\"\n", err: "", status: 0 },
    Case { name: "shebang_p", args: &["p.rb", "p.rb"], stdin: "", env: &[], out: "#!ruby -p\n", err: "", status: 0 },
    Case { name: "script_names", args: &["name.rb"], stdin: "", env: &[], out: "\"name.rb\"\n\"name.rb\"\n\"name.rb\"\n", err: "", status: 0 },
    Case { name: "script_names_relative", args: &["./name.rb"], stdin: "", env: &[], out: "\"./name.rb\"\n\"./name.rb\"\n\"./name.rb\"\n", err: "", status: 0 },
    Case { name: "w_file", args: &["-w", "cond.rb"], stdin: "", env: &[], out: "", err: "cond.rb:1: warning: found '= literal' in conditional, should be ==\n", status: 0 },
    Case { name: "syntax_error_file", args: &["syntax.rb"], stdin: "", env: &[], out: "", err: "syntax.rb: syntax.rb:1: syntax errors found (SyntaxError)\n> 1 | def f(\n    | ^~~ expected an `end` to close the `def` statement\n    |       ^ unexpected end-of-input, assuming it is closing the parent top level context\n    |       ^ unexpected end-of-input; expected a `)` to close the parameters\n\n", status: 1 },
    Case { name: "stdin_program", args: &[], stdin: "p [$0, __FILE__]\n", env: &[], out: "[\"-\", \"-\"]\n", err: "", status: 0 },
    Case { name: "stdin_dash", args: &["-", "a"], stdin: "p ARGV\n", env: &[], out: "[\"a\"]\n", err: "", status: 0 },
    Case { name: "stdin_not_ruby", args: &[], stdin: "#! /bin/foo\r\np 1\r\n", env: &[], out: "", err: "-: no Ruby script found in input (LoadError)\n", status: 1 },
    Case { name: "stdin_shebang_cr", args: &[], stdin: "#!ruby -w\r\np $VERBOSE\r\n", env: &[], out: "true\n", err: "-:1: warning: shebang line ending with \\r may cause problems\n", status: 0 },
    Case { name: "separator_nul", args: &["-000", "-e", "print gets"], stdin: "foo\nbar\0baz\n\nbaz\nzot\n\n\n", env: &[], out: "foo\nbar\0baz\n\n", err: "", status: 0 },
    Case { name: "separator_octal", args: &["-0141", "-e", "print gets"], stdin: "foo\nbar\0baz\n\nbaz\nzot\n\n\n", env: &[], out: "foo\nba", err: "", status: 0 },
    Case { name: "separator_zero_e", args: &["-0e", "print gets"], stdin: "foo\nbar\0baz\n\nbaz\nzot\n\n\n", env: &[], out: "foo\nbar\0", err: "", status: 0 },
    Case { name: "separator_paragraph", args: &["-00", "-e", "p gets, gets"], stdin: "foo\nbar\0baz\n\nbaz\nzot\n\n\n", env: &[], out: "\"foo\\nbar\\u0000baz\\n\\n\"\n\"baz\\nzot\\n\\n\"\n", err: "", status: 0 },
    Case { name: "autosplit", args: &["-W0", "-an", "-F:", "-e", "p $F"], stdin: "foo:bar:baz\nqux:quux:quuux\n", env: &[], out: "[\"foo\", \"bar\", \"baz\\n\"]\n[\"qux\", \"quux\", \"quuux\\n\"]\n", err: "", status: 0 },
    Case { name: "argv_files", args: &["-ne", "print if /qux/", "text.txt"], stdin: "", env: &[], out: "qux:quux:quuux\n", err: "", status: 0 },
    Case { name: "rubyopt_w", args: &["-e", "p $VERBOSE, Warning[:deprecated]"], stdin: "", env: &[("RUBYOPT", "-w")], out: "true\ntrue\n", err: "", status: 0 },
    Case { name: "rubyopt_w_under_W1", args: &["-W1", "-e", "p $VERBOSE, Warning[:deprecated]"], stdin: "", env: &[("RUBYOPT", "-w")], out: "false\nfalse\n", err: "", status: 0 },
    Case { name: "rubyopt_w_under_W0", args: &["-W0", "-e", "p $VERBOSE, Warning[:deprecated]"], stdin: "", env: &[("RUBYOPT", "-w")], out: "nil\nfalse\n", err: "", status: 0 },
    Case { name: "rubyopt_category", args: &["-e", "p Warning[:deprecated], Warning[:experimental]"], stdin: "", env: &[("RUBYOPT", "-W:deprecated -W:no-experimental")], out: "true\nfalse\n", err: "", status: 0 },
    Case { name: "rubyopt_unknown_category", args: &["-e", ""], stdin: "", env: &[("RUBYOPT", "-W:qux")], out: "", err: "{exe}: warning: unknown warning category: 'qux'\n", status: 0 },
    Case { name: "rubyopt_bare_word", args: &["-e", "p $VERBOSE"], stdin: "", env: &[("RUBYOPT", "w")], out: "true\n", err: "", status: 0 },
    Case { name: "rubyopt_dashes", args: &["-e", "p 1"], stdin: "", env: &[("RUBYOPT", " - -")], out: "1\n", err: "", status: 0 },
    Case { name: "rubyopt_e", args: &["-e", "p 2"], stdin: "", env: &[("RUBYOPT", "-e \"p 1\"")], out: "", err: "{exe}: invalid switch in RUBYOPT: -e (RuntimeError)\n", status: 1 },
    Case { name: "rubyopt_encodings", args: &["-Eutf-8", "-KU", "-e", "p Encoding.default_external"], stdin: "", env: &[("RUBYOPT", "-Eus-ascii -KN")], out: "#<Encoding:UTF-8>\n", err: "", status: 0 },
    Case { name: "rubyopt_I", args: &["-e", "puts $LOAD_PATH.grep(/byspecin/).map { |d| File.basename(d) }"], stdin: "", env: &[("RUBYOPT", "-Ioptrubyspecincl")], out: "optrubyspecincl\n", err: "", status: 0 },
    Case { name: "rubyopt_a", args: &["-e", "p 1"], stdin: "", env: &[("RUBYOPT", "-a")], out: "", err: "{exe}: invalid switch in RUBYOPT: -a (RuntimeError)\n", status: 1 },
    Case { name: "rubyopt_h", args: &["-e", "1"], stdin: "", env: &[("RUBYOPT", "-h")], out: "", err: "{exe}: invalid switch in RUBYOPT: -h (RuntimeError)\n", status: 1 },
    Case { name: "rubyopt_help", args: &["-e", "1"], stdin: "", env: &[("RUBYOPT", "--help")], out: "", err: "{exe}: invalid switch in RUBYOPT: --help (RuntimeError)\n", status: 1 },
    Case { name: "rubyopt_version", args: &["-e", "1"], stdin: "", env: &[("RUBYOPT", "--version")], out: "", err: "{exe}: invalid switch in RUBYOPT: --version (RuntimeError)\n", status: 1 },
    Case { name: "rubyopt_X", args: &["-e", "1"], stdin: "", env: &[("RUBYOPT", "-X.")], out: "", err: "{exe}: invalid switch in RUBYOPT: -X (RuntimeError)\n", status: 1 },
    Case { name: "rubyopt_dump", args: &["-e", "1"], stdin: "", env: &[("RUBYOPT", "--dump=insns")], out: "", err: "{exe}: invalid switch in RUBYOPT: --dump (RuntimeError)\n", status: 1 },
    Case { name: "rubyopt_backtrace_limit", args: &["-e", "p Thread::Backtrace.limit"], stdin: "", env: &[("RUBYOPT", "--backtrace-limit=5")], out: "5\n", err: "", status: 0 },
    Case { name: "rubyopt_backtrace_limit_overridden", args: &["--backtrace-limit=1", "-e", "p Thread::Backtrace.limit"], stdin: "", env: &[("RUBYOPT", "--backtrace-limit=5")], out: "1\n", err: "", status: 0 },
    Case { name: "rubyopt_backtrace_limit_last", args: &["-e", "p Thread::Backtrace.limit"], stdin: "", env: &[("RUBYOPT", "--backtrace-limit=5 --backtrace-limit=3")], out: "3\n", err: "", status: 0 },
    Case { name: "rubyopt_frozen_overridden", args: &["--disable=frozen-string-literal", "-e", "p \"foo\".frozen?"], stdin: "", env: &[("RUBYOPT", "--enable=frozen-string-literal")], out: "false\n", err: "", status: 0 },
    Case { name: "rubyopt_U_after_E", args: &["-E", "ascii:ascii", "-e", "puts Encoding.default_external, Encoding.default_internal"], stdin: "", env: &[("RUBYOPT", "-U")], out: "US-ASCII\nUS-ASCII\n", err: "", status: 0 },
    Case { name: "rubyopt_W2_overridden", args: &["-W0", "-e", "p $VERBOSE"], stdin: "", env: &[("RUBYOPT", "-W2")], out: "nil\n", err: "", status: 0 },
    Case { name: "rubyopt_r", args: &["-e", "p 2"], stdin: "", env: &[("RUBYOPT", "-r./lib/foo.rb")], out: "lib loaded\n2\n", err: "", status: 0 },
    Case { name: "rubyopt_disabled", args: &["--disable=rubyopt", "-e", "p 1"], stdin: "", env: &[("RUBYOPT", "-Q")], out: "1\n", err: "", status: 0 },
    Case { name: "rubylib", args: &["-rfoo", "-e", "p 1"], stdin: "", env: &[("RUBYLIB", "lib")], out: "lib loaded\n1\n", err: "", status: 0 },
    Case { name: "rubylib_after_I", args: &["-I", "x", "-e", "p $:[1]"], stdin: "", env: &[("RUBYLIB", "foo:bar")], out: "\"foo\"\n", err: "", status: 0 },
    Case { name: "print_record_separator", args: &["-l", "-e", "print \"a\""], stdin: "", env: &[], out: "a\n", err: "", status: 0 },
];

/// A directory of its own under the system temp dir holding `FILES`, removed when dropped.
struct Workdir(std::path::PathBuf);

impl Workdir {
    fn new(name: &str) -> Workdir {
        let dir = std::env::temp_dir().join(format!("corundum-switches-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        for (path, text) in FILES {
            let full = dir.join(path);
            std::fs::create_dir_all(full.parent().unwrap()).unwrap();
            std::fs::write(full, text).unwrap();
        }
        Workdir(dir)
    }
}

impl Drop for Workdir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Runs the binary in `dir` with `args`, `stdin` and the environment cleared of what would
/// change the outcome; (stdout, stderr, status).
fn run(dir: &std::path::Path, args: &[&str], stdin: &str, env: &[(&str, &str)]) -> (String, String, i32) {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_corundum"));
    cmd.args(args).current_dir(dir).stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped());
    for var in ["RUBYOPT", "RUBYLIB", "RUBYPATH", "CORUNDUM_GC_STRESS"] {
        cmd.env_remove(var);
    }
    cmd.env("CORUNDUM_DISABLE_COMPILE_CACHE", "1");
    for (k, v) in env {
        cmd.env(k, v);
    }
    let mut child = cmd.spawn().expect("run corundum");
    child.stdin.take().unwrap().write_all(stdin.as_bytes()).unwrap();
    let o = child.wait_with_output().expect("wait");
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    (text(&o.stdout), text(&o.stderr), o.status.code().unwrap_or(-1))
}

#[test]
fn switches_behave_as_cruby_s() {
    let exe = env!("CARGO_BIN_EXE_corundum");
    let mut failures = Vec::new();
    for case in CASES {
        let work = Workdir::new(case.name);
        let dir = work.0.canonicalize().unwrap();
        let dir_text = dir.to_string_lossy();
        let (out, err, status) = run(&dir, case.args, case.stdin, case.env);
        let expected_err = case.err.replace("{exe}", exe).replace("{dir}", &dir_text);
        let expected_out = case.out.replace("{dir}", &dir_text);
        if out != expected_out || err != expected_err || status != case.status {
            failures.push(format!(
                "== {} {:?}\n-- stdout expected {:?}\n--            got {:?}\n-- stderr expected {:?}\n--            got {:?}\n-- status expected {}, got {}",
                case.name, case.args, expected_out, out, expected_err, err, case.status, status
            ));
        }
    }
    assert!(failures.is_empty(), "{} of {} cases differ:\n{}", failures.len(), CASES.len(), failures.join("\n"));
}

/// `-v` and `--version` print RUBY_DESCRIPTION (Corundum's own, with the Ruby version it
/// follows); `-v` then runs the program with $VERBOSE true.
#[test]
fn version_prints_the_description() {
    let work = Workdir::new("version");
    let (description, _, _) = run(&work.0, &["-e", "print RUBY_DESCRIPTION"], "", &[]);
    assert!(description.starts_with("corundum ") && description.contains("(ruby 4.0.0 compatible) +PRISM ["), "{description}");
    assert_eq!(run(&work.0, &["--version", "-e", "p 2"], "", &[]), (format!("{description}\n"), String::new(), 0));
    assert_eq!(run(&work.0, &["-v"], "", &[]), (format!("{description}\n"), String::new(), 0));
    assert_eq!(run(&work.0, &["-ve", "p $VERBOSE"], "", &[]), (format!("{description}\ntrue\n"), String::new(), 0));
    assert_eq!(run(&work.0, &["-e", "p 1"], "", &[("RUBYOPT", "-v")]), (format!("{description}\n1\n"), String::new(), 0));
}

/// Corundum has no JIT compiler: the JIT switches are accepted with a warning and the
/// program runs (CRuby built without a JIT also warns and runs); `--enable=yjit` is accepted
/// silently, as such a CRuby does.
#[test]
fn jit_switches_warn_and_run() {
    let work = Workdir::new("jit");
    let exe = env!("CARGO_BIN_EXE_corundum");
    for switch in ["--jit", "--yjit", "--zjit", "--yjit-stats"] {
        let expected = format!("{exe}: warning: Corundum has no JIT compiler; {switch} is ignored\n");
        assert_eq!(run(&work.0, &[switch, "-e", "p 1"], "", &[]), ("1\n".to_string(), expected, 0), "{switch}");
    }
    assert_eq!(run(&work.0, &["-W0", "--yjit", "-e", "p 1"], "", &[]), ("1\n".to_string(), String::new(), 0));
    assert_eq!(run(&work.0, &["--enable=yjit", "-e", "p 1"], "", &[]), ("1\n".to_string(), String::new(), 0));
}

/// `-h` is a summary of at most 25 lines, `--help` the long text; neither runs anything and
/// every line fits 80 columns (CRuby's test_rubyoptions checks the same). In RUBYOPT, both
/// are refused.
#[test]
fn help_texts() {
    let work = Workdir::new("help");
    let exe = env!("CARGO_BIN_EXE_corundum");
    let (short, err, status) = run(&work.0, &["-h", "-e", "p 1"], "", &[]);
    assert_eq!((err.as_str(), status), ("", 0));
    assert!(short.starts_with(&format!("Usage: {exe} [switches] [--] [programfile] [arguments]\n")), "{short}");
    assert!(short.lines().count() <= 25, "{short}");
    let (long, _, _) = run(&work.0, &["--help"], "", &[]);
    assert!(long.lines().count() > short.lines().count());
    for line in short.lines().chain(long.lines()).filter(|l| !l.starts_with("Usage: ")) {
        assert!(line.len() < 80, "{line}");
    }
    for switch in ["-c", "-l", "-n", "-p", "-x", "-i", "-0", "--backtrace-limit", "--enable", "--dump", "--yjit", "frozen-string-literal", "deprecated"] {
        assert!(long.contains(switch), "--help says nothing of {switch}");
    }
}

/// `--dump=insns` and `-c` compile without running the program or its `-r` libraries.
#[test]
fn dumps_do_not_run_the_program_or_its_libraries() {
    let work = Workdir::new("dumps");
    for dump in ["--dump=insns", "-c", "--dump=syntax", "-y", "--dump=parsetree"] {
        let (out, err, status) = run(&work.0, &["-Ilib", "-rfoo", dump, "-e", "puts :ran"], "", &[]);
        assert!(!out.contains("ran\n") && !out.contains("lib loaded"), "{dump}: {out}");
        assert_eq!((err.as_str(), status), ("", 0), "{dump}");
    }
    let (out, _, _) = run(&work.0, &["--dump=parsetree", "-e", "_ = :hi"], "", &[]);
    assert!(out.contains("ProgramNode") && out.contains("hi"), "{out}");
}

/// `-i` edits the files of ARGV in place, keeping backups with the extension.
#[test]
fn in_place_editing() {
    let work = Workdir::new("inplace");
    let (out, err, status) = run(&work.0, &["-i.bak", "-pe", "$_.upcase!", "text.txt"], "", &[]);
    assert_eq!((out.as_str(), err.as_str(), status), ("", "", 0));
    assert_eq!(std::fs::read_to_string(work.0.join("text.txt")).unwrap(), "FOO:BAR:BAZ\nQUX:QUUX:QUUUX\n");
    assert_eq!(std::fs::read_to_string(work.0.join("text.txt.bak")).unwrap(), "foo:bar:baz\nqux:quux:quuux\n");
    let (_, err, status) = run(&work.0, &["-i", "-ne", "print $_.sub('FOO', 'x')", "text.txt"], "", &[]);
    assert_eq!((err.as_str(), status), ("", 0));
    assert_eq!(std::fs::read_to_string(work.0.join("text.txt")).unwrap(), "x:BAR:BAZ\nQUX:QUUX:QUUUX\n");
}
