# Predefined globals: read-only ones, aliases ($-0, $-F, $-d, $-v, $-w), type checks and conversions,
# deprecation warnings under Warning[:deprecated]; the Warning module's categories.
%w[$: $LOAD_PATH $-I $" $LOADED_FEATURES $< $FILENAME $? $-a $-l $-p $! $$ $* $0 $PROGRAM_NAME $~ $_ $@ $-i $-W $-F $; $stdin $DEBUG $-d].each do |g|
  begin
    eval("#{g} = #{g}")
    puts "#{g}: ok"
  rescue Exception => e
    puts "#{g}: #{e.class}: #{e.message} #{e.respond_to?(:name) ? e.name.inspect : ''}"
  end
end
$VERBOSE = 1; p $VERBOSE, $-v, $-w
$-w = nil; p $VERBOSE
$-v = 0; p $VERBOSE
$DEBUG = 5; p $DEBUG, $-d; $DEBUG = false
$. = 12.7; p $.
begin; $. = "x"; rescue => e; p e; end
begin; $. = nil; rescue => e; p e; end
begin; $. = 2**70; rescue => e; p e; end
begin; $0 = nil; rescue => e; p e; end
begin; $0 = :sym; rescue => e; p e; end
o = Object.new; def o.to_str = "title"; $0 = o; p $0
$stderr = $stdout
Warning[:deprecated] = true
$/ = "x"; p $/, $-0, $/.frozen?
$-0 = "\n"
$, = ","
$, = nil
$; = " "
$; = nil
$\ = "z"; $\ = nil
begin; $, = 1; rescue => e; p e; end
begin; $; = 1; rescue => e; p e; end
begin; $-0 = 1; rescue => e; p e; end
$-F = "a"; p $;
$; = nil
Warning[:deprecated] = false
$/ = "q"; $/ = "\n"
p $-F
p Warning.categories rescue p $!
p Warning[:performance], Warning[:experimental], Warning[:deprecated], Warning[:strict_unused_block]
begin; Warning[:foo]; rescue => e; p e; end
begin; Warning["deprecated"]; rescue => e; p e; end
p(Warning[:deprecated] = 1)
p Warning[:deprecated]
p Warning.method(:warn).arity, Warning.instance_method(:warn).arity
