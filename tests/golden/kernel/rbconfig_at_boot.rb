# RbConfig is there without `require "rbconfig"`, as in CRuby (which loads it at boot through
# RubyGems; Corundum registers an autoload, so Object.autoload?(:RbConfig) differs until first use).
# ruby40: skip (the WASI build runs without RubyGems, so nothing loads RbConfig at boot; checked with Debian's ruby 3.1, which prints the same)
p defined?(RbConfig)
p RbConfig::CONFIG.key?("ruby_install_name"), RbConfig.ruby.is_a?(String)
p Object.autoload?(:RbConfig)
p require("rbconfig")
