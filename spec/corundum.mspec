# mspec configuration for Corundum (mspec's config format; load it with -B spec/corundum.mspec).
#
# Where ruby/spec is: $RUBY_SPEC_DIR (a checkout holding spec/ and mspec/), by default
# ../shared/ruby-spec beside this repository. Tags: spec/tags/<dir>/<name>_tags.txt, one file per
# spec file (TruffleRuby's layout), lines `fails:DESCRIPTION` for examples Corundum does not pass
# yet (`fails(crash: WHY):...` for one that kills or hangs the process). spec/mspec drives the
# suite with this file: see its header, and README.md for the commands.

repo = File.expand_path("..", __dir__)
ruby_spec = File.expand_path(ENV["RUBY_SPEC_DIR"] || File.join(repo, "..", "shared", "ruby-spec"))
spec_root = File.join(ruby_spec, "spec")

# The suite, by groups (`:language`, `:core`, `:library` on the command line) or paths like core/array.
MSpecScript.set :language, [File.join(spec_root, "language")]
MSpecScript.set :core, [File.join(spec_root, "core")]
# library/: the standard libraries Corundum provides (docs/compatibility.md, "Standard library").
MSpecScript.set :library, %w[
  English date delegate digest erb etc find logger monitor observer openstruct optionparser pp
  random securerandom shellwords singleton stringio stringscanner tempfile time tmpdir zlib
].map { |lib| File.join(spec_root, "library", lib) }
MSpecScript.set :files, MSpecScript.get(:language) + MSpecScript.get(:core) + MSpecScript.get(:library)

# Relative paths on the command line are looked up under ruby/spec's spec/ too.
MSpecScript.set :prefix, spec_root

# `mspec -t` and the ruby_exe helper: the Corundum being tested.
MSpecScript.set :target, ENV["CORUNDUM"] || File.join(repo, "target", "release", "corundum")

MSpecScript.set :tags_patterns, [
  [%r{\A.*/spec/(language|core|library|command_line|security|optional)/}, "#{repo}/spec/tags/\\1/"],
  [/_spec\.rb\z/, "_tags.txt"],
]

class MSpecScript
  # With CORUNDUM_SPEC_PROGRESS=FILE, a line is appended (and flushed) to FILE as each spec
  # file is loaded ("L"), each describe block entered ("D") and each example started ("E"),
  # with the file's tags file and the description as a tag line spells it. When the process
  # dies, the last line says what was running: spec/mspec tags that example.
  def custom_register
    path = ENV["CORUNDUM_SPEC_PROGRESS"]
    return unless path
    progress = CorundumProgress.new(path)
    MSpec.register :load, progress
    MSpec.register :enter, progress
    MSpec.register :before, progress
  end
end

class CorundumProgress
  def initialize(path)
    @io = File.open(path, "a")
    @io.sync = true
    @tag = SpecTag.new
  end

  def load
    @io.write("L\t#{MSpec.tags_file}\t#{MSpec.file}\n")
  end

  def enter(description)
    @io.write("D\t#{MSpec.tags_file}\t#{@tag.escape(description.to_s)}\n")
  end

  def before(state)
    @io.write("E\t#{MSpec.tags_file}\t#{@tag.escape(state.description)}\n")
  end
end

# mspec's numeric helpers know the Fixnum bounds only of the engines it names; Corundum's
# Fixnums have CRuby's 64-bit bounds (value.rs: FIXNUM_MIN..FIXNUM_MAX).
def fixnum_max = (2**62) - 1
def fixnum_min = -(2**62)
