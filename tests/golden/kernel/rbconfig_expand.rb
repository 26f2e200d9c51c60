# RbConfig::CONFIG holds Strings only (none frozen), the keys the test helpers read exist,
# RbConfig.expand expands $(name)/${name} references in place (and the settings it used),
# and RbConfig.fire_update! recomputes the settings that depend on the one it changes.
require "rbconfig"
c = RbConfig::CONFIG
p c["EXECUTABLE_EXTS"].split | [c["EXEEXT"]]
p %w[ruby_version arch host_os host_cpu DLEXT LIBEXT SOEXT EXEEXT PATH_SEPARATOR LIBPATHENV bindir rubylibdir sitelibdir vendorlibdir archdir sitearchdir vendorarchdir configure_args UNICODE_VERSION].all? { |k| c[k].is_a?(String) }
p c.values.all?(String), c.values.none?(&:frozen?)
conf = {"a" => "$(b)/x", "b" => "${c}y", "c" => "z", "objs" => "a.c b.c", "self" => "<$(self)>", "bad" => "$(c:zz)"}
s = +"$(a) $$ $(none) $(objs:.c=.o) $(self) $(bad) $x $(c"
p RbConfig.expand(s, conf), s, conf
p RbConfig::MAKEFILE_CONFIG["sitelibdir"], RbConfig.expand(RbConfig::MAKEFILE_CONFIG["sitelibdir"].dup) == c["sitelibdir"]
deps = RbConfig.fire_update!("prefix", "/q")
p deps.include?("prefix"), deps.include?("libdir"), c["libdir"], RbConfig::MAKEFILE_CONFIG["prefix"]
p RbConfig.fire_update!("prefix", "/q")
