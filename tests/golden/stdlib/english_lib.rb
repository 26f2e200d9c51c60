require "English"
"hello world" =~ /o (w)/
p $MATCH, $PREMATCH, $POSTMATCH, $LAST_PAREN_MATCH, $LAST_MATCH_INFO.class
def inner
  "abc" =~ /b/
  [$MATCH, $PREMATCH]
end
p inner, $MATCH
"zzz" =~ /q/
p $MATCH, $LAST_MATCH_INFO
p $PID == $$, $PROCESS_ID == Process.pid
$OUTPUT_FIELD_SEPARATOR.inspect.then { puts _1 }
p $INPUT_RECORD_SEPARATOR, $RS
p $PROGRAM_NAME == $0
begin
  raise "boom"
rescue
  p $ERROR_INFO.message
end
[1, 2].each { |x| "k#{x}" =~ /\d/; p $MATCH }
$LAST_MATCH_INFO = nil
p $~
begin; $MATCH = "x"; rescue NameError => e; p e.message; end
system("exit 3"); p $CHILD_STATUS.exitstatus
