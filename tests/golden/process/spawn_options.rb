# spawn's descriptor redirections ([:child, fd], :close, numbers, shared files, to_io), umask:,
# rlimit_*:, chdir:, close_others:, the PATH lookup, $? after a failed spawn,
# Process::Status.wait, and the argument conversions.
# 4.0: expected output from CRuby master (ruby40 cannot start processes).
# Names of its own: the normal and GC-stress runs of the suite may overlap.
DIR = File.expand_path("spawn_options_tmp_#{$$}")

def t
  p yield
rescue Exception => e
  puts "#{e.class}: #{e.message.sub(DIR, "DIR")}"
end

Dir.mkdir(DIR)
OUT = "#{DIR}/out.txt"
begin
  t { Process.wait spawn("echo one; echo two >&2", [:out, :err] => OUT); File.read(OUT) }
  t { Process.wait spawn("echo a; echo b >&2", out: OUT, err: [:child, :out]); File.read(OUT) }
  t { Process.wait spawn("echo kept >&2", err: [:child, :err], out: OUT) }
  t { Process.wait spawn("true", out: [:child, :err], err: [:child, :out]) }
  t { Process.wait spawn("true", 3 => [:child, 4], 4 => [:child, 3]) }
  t { Process.wait spawn("true", err: [:child, :out]) }
  t { Process.wait spawn("true", out: [:child, :nope]) }
  t { Process.wait spawn("true", out: [:child, -1]) }
  t { Process.wait spawn("true", -1 => 1) }
  t { Process.wait spawn("true", out: :nope) }
  t { Process.wait spawn("true", out: Object.new) }
  t { Process.wait spawn("true", out: 99) }
  t { Process.wait spawn("true", 99 => 99) }
  t { Process.wait spawn("true", out: ["#{DIR}/no/such/file", "w"]) }
  File.open(OUT, "w") do |f|
    Process.wait spawn("echo to-fd >&#{f.fileno}", f.fileno => f.fileno)
    Process.wait spawn("echo by-number", out: f.fileno)
    wrapped = Object.new
    wrapped.define_singleton_method(:to_io) { f }
    Process.wait spawn("echo via-to_io", out: wrapped)
  end
  t { File.read(OUT) }
  t { Process.wait spawn("echo x; echo y >&2", out: OUT, err: :close); File.read(OUT) }
  t { Process.wait spawn("sh -c umask", umask: 0o27, out: OUT); File.read(OUT) }
  t { Process.wait spawn("sh -c umask", umask: "x") }
  t { Process.wait spawn("sh -c 'ulimit -n; ulimit -Hn'", rlimit_nofile: [64, 128], out: OUT); File.read(OUT) }
  t { Process.wait spawn("sh -c 'ulimit -Sc'", rlimit_core: 0, out: OUT); File.read(OUT) }
  t { Process.wait spawn("true", rlimit_nofile: [64, 32]) }
  t { Process.wait spawn("true", rlimit_nofile: [1, 2, 3]) }
  t { Process.wait spawn("true", rlimit_nofile: nil) }
  t { Process.wait spawn("true", rlimit_nosuch: 1) }
  t { Process.wait spawn("true", new_pgroup: true) }
  t { Process.wait spawn("pwd", chdir: DIR, out: OUT); File.read(OUT) == "#{DIR}\n" }
  t { Process.wait spawn("true", chdir: "#{DIR}/missing") }
  r, w = IO.pipe
  w.close_on_exec = false
  Process.wait spawn("echo inherited >&#{w.fileno}", err: File::NULL)
  Process.wait spawn("echo closed >&#{w.fileno}", close_others: true, err: File::NULL)
  w.close
  t { r.read }
  r.close
  t { spawn("true", close_others: 1) }
  t { spawn("true", unsetenv_others: "yes") }
  File.write("#{DIR}/not-executable", "#!/bin/sh\necho hi\n")
  File.chmod(0o644, "#{DIR}/not-executable")
  t { spawn({ "PATH" => "#{DIR}:/usr/bin:/bin" }, "not-executable") }
  t { $?.exitstatus }
  t { spawn("corundum-no-such-command") }
  t { [$?.exited?, $?.exitstatus] }
  t { system({ "PATH" => "#{DIR}:/usr/bin:/bin" }, "not-executable") }
  env = Object.new
  def env.to_hash = { "SPAWN_OPTIONS_VAR" => "from to_hash" }
  t { Process.wait spawn(env, "echo $SPAWN_OPTIONS_VAR", out: OUT); File.read(OUT) }
  cmd = Object.new
  def cmd.to_ary = ["/bin/sh", "argv-zero"]
  t { Process.wait spawn(cmd, "-c", "echo $0", out: OUT); File.read(OUT) }
  t { Process.wait spawn("true"); [$?.class, $?.exitstatus] }
  before = $?
  st = Process::Status.wait(spawn("exit 4"))
  t { [st.exitstatus, $?.equal?(before)] }
  t { Process::Status.wait }
  t { Process::Status.wait.pid }
  t { $?.equal?(before) }
ensure
  Dir.children(DIR).each { |c| File.delete("#{DIR}/#{c}") }
  Dir.rmdir(DIR)
end
