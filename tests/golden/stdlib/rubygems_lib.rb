# RubyGems, CRuby's own rubygems.rb: most of its classes are autoloaded (Gem::Version,
# Gem::Requirement, Gem::Dependency, ...), so this exercises autoload through a real library.
require "rubygems"
p Gem::VERSION.is_a?(String)
p Gem.autoload?(:Requirement).nil? || Gem.autoload?(:Requirement).end_with?("rubygems/requirement")
v = Gem::Version.new("1.10.2")
p v.segments
p v > Gem::Version.new("1.9")
p Gem::Version.new("2.0.0.pre1").prerelease?
p Gem::Version.new("2.0.0.pre1").release.to_s
p Gem::Version.new("1.2.3").bump.to_s
p Gem::Version.correct?("1.a.2"), Gem::Version.correct?("not a version")
r = Gem::Requirement.new(">= 1", "< 3")
p r.satisfied_by?(Gem::Version.new("2"))
p r.satisfied_by?(Gem::Version.new("3.1"))
p Gem::Requirement.new("~> 2.1").satisfied_by?(Gem::Version.new("2.9"))
p Gem::Requirement.new("~> 2.1").satisfied_by?(Gem::Version.new("3.0"))
p r.to_s
p Gem::Requirement.default.to_s
d = Gem::Dependency.new("rake", "~> 13.0")
p d.name, d.requirement.to_s, d.match?("rake", "13.1.0"), d.match?("rake", "12.0")
p Gem.autoload?(:Requirement)
p %w[1.10 1.2 1.9.1 1.1.a].map { Gem::Version.new(_1) }.sort.map(&:to_s)
begin
  Gem::Version.new("x y")
rescue ArgumentError => e
  p e.message
end
