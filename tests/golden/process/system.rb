# Kernel#system: the command forms, $?, exception: true, redirections and options.
# 4.0: expected output from CRuby master (ruby40 cannot start processes). 3.1 differs: its
# "wrong exec option" does not name the class of the key.
def t
  p yield
rescue Exception => e
  puts "#{e.class}: #{e.message}"
end

# A name of its own: the normal and GC-stress runs of the suite may overlap.
TMP = "system_tmp_#{$$}.txt"
puts "start"
t { system("echo hello") }
t { [$?.class, $?.exitstatus, $?.success?, $?.exited?, $?.signaled?, $?.termsig, $?.stopped?, $?.to_i] }
t { system("false") }
t { [$?.exitstatus, $?.success?, $?.to_i, $? == 256, $?.to_s.sub(/\d+/, "N"), $?.inspect.sub(/\d+/, "N")] }
t { system("exit 3") }
t { $?.exitstatus }
t { system("corundum_no_such_command") }
t { $?.exitstatus }
t { system("corundum_no_such_command", exception: true) }
t { system("false", exception: true) }
t { system("exit 7", exception: true) }
t { system("true", exception: true) }
t { system("echo", "a  b", "c") }
t { system("echo   split   words") }
t { system(["sh", "renamed"], "-c", "echo $0") }
t { system("printf '%s|' one two; echo") }
t { system("pwd", chdir: "/") }
t { system }
t { system("") }
t { system("echo x", bogus: 1) }
t { system("echo x", "bogus" => 1) }
t { system("echo x", chdir: "/corundum/no/such/dir") }

# Redirections.
t { system("echo to-file", out: TMP); File.read(TMP) }
t { system("echo appended", out: [TMP, "a"]); File.read(TMP) }
t { system("cat", in: TMP) }
t { system("echo err >&2", err: [:child, :out]) }
t { system("echo err >&2", err: [:child, :out], out: TMP); File.read(TMP) }
t { system("echo err2 >&2", err: :out) }
t { File.open(TMP, "w") { |f| system("echo via-io", out: f) }; File.read(TMP) }
t { system("echo x", out: "/corundum/no/such/dir/file") }
File.delete(TMP)
puts "done"
