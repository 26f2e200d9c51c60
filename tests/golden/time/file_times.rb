# File's time stamps are Times (local zone: only compared here, never printed).
File.write("file_times.tmp", "x")
m = File.mtime("file_times.tmp")
p m.class, File.atime("file_times.tmp").class, File.ctime("file_times.tmp").class
p (Time.now - m).abs < 60
File.open("file_times.tmp") do |f|
  p f.mtime == m, f.atime.class, f.ctime.class
end
File.delete("file_times.tmp")
%w[mtime atime ctime].each do |name|
  begin
    File.send(name, "no_such_file_here")
  rescue => e
    puts "#{e.class}: #{e.message}"
  end
end
