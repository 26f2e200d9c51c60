# RbConfig::SIZEOF and RbConfig::LIMITS from require "rbconfig/sizeof" (a C extension in CRuby).
require "rbconfig/sizeof"
p $LOADED_FEATURES.grep(/sizeof/).map { |f| File.basename(f) }
%w[int short long long\ long void* size_t time_t off_t double int8_t int64_t intptr_t].each do |t|
  puts "#{t}: #{RbConfig::SIZEOF[t]}"
end
p RbConfig::SIZEOF.size
%w[FIXNUM_MAX FIXNUM_MIN INT_MAX INT_MIN UINT_MAX LONG_MAX LONG_MIN ULONG_MAX ULLONG_MAX
   INT_FAST16_MAX UINTPTR_MAX SIZE_MAX DBL_MAX DBL_MIN DBL_EPSILON DBL_TRUE_MIN FLT_MAX
   DBL_MANT_DIG LDBL_MANT_DIG DBL_MAX_10_EXP].each do |k|
  puts "#{k}: #{RbConfig::LIMITS[k].inspect}"
end
p RbConfig::LIMITS.size
p RbConfig::LIMITS["FIXNUM_MAX"].class, (RbConfig::LIMITS["FIXNUM_MAX"] + 1).class
p require("rbconfig/sizeof")
# ruby40: skip (wasm32's long is 32 bits; expected output from CRuby master's interpreter)
