# DATA: the script's file, open for reading just after its __END__ line.
p DATA.class, File.basename(DATA.path)
p DATA.gets, DATA.read
DATA.rewind
p DATA.gets
p [__FILE__, $0, $PROGRAM_NAME, Process.argv0, $0.frozen?]
# ruby40: skip (the WASI runner loads the file, so DATA is not defined)
__END__
first line
second line
