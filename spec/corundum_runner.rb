# Bridging driver: runs ONE ruby/spec file with mspec's own library (describe/it, matchers,
# mocks, guards, shared behaviours) under Corundum, until the real mspec/bin/mspec-run can run
# (issue 12). Usage, from the repository root:
#
#   target/release/corundum -I $RUBY_SPEC_DIR/mspec/lib spec/corundum_runner.rb [--debug] SPEC_FILE
#
# `spec/run` passes the -I; the target is configured as Ruby 4.0 (RUBY_VERSION "4.0.0", the
# guards read it). Output, one line per example, tab-separated, machine-readable:
#
#   pass<TAB>Full description
#   fail<TAB>Full description<TAB>message   (a SpecExpectationNotMetError)
#   error<TAB>Full description<TAB>message  (any other exception)
#
# then mspec's tag-file lines for what did not pass (`fails:Full description`) and a last line
# `examples N passed P` (absent when the file crashed or hung part-way).
#
# Invariant: nothing here special-cases a spec; spec/corundum_shims.rb only stands in for core
# classes Corundum lacks (File, Dir, Thread, ENV, ...), each defined only when missing, so that
# it falls away as the VM gains the real thing. docs/compatibility.md lists them.

# ---- Shims for what Corundum lacks (spec/corundum_shims.rb)

require_relative "corundum_shims"

# ---- Load mspec's library

# spec_helper.rb loads mspec itself unless it runs under an mspec runner.
ENV["MSPEC_RUNNER"] ||= "1"
# The interpreter that ruby_exe would run in a subprocess (mspec finds it through rbconfig,
# which Corundum lacks); spec/run passes --exe=PATH. Corundum cannot start subprocesses yet.
exe_option = ARGV.find { |a| a.start_with?("--exe=") }
RUBY_EXE = exe_option ? ARGV.delete(exe_option).sub("--exe=", "") : "corundum"

require "mspec"

# mspec's numeric helpers know the Fixnum bounds of the implementations it lists only (for CRuby
# it reads rbconfig/sizeof). Corundum's Fixnums have CRuby's 64-bit bounds (value.rs,
# FIXNUM_MIN..FIXNUM_MAX), so they are stated here, as an implementation's own config does.
def fixnum_max = (2**62) - 1
def fixnum_min = -(2**62)

# ---- A formatter printing one line per example

class CorundumFormatter
  def initialize
    @results = []
  end

  def register
    MSpec.register :before, self
    MSpec.register :exception, self
    MSpec.register :after, self
    MSpec.register :finish, self
  end

  def before(state = nil)
    @failure = nil
    @error = nil
  end

  def exception(exc)
    if $corundum_spec_debug
      $stderr.puts "#{exc.description}: #{exc.exception.class}: #{exc.exception.message}"
      $stderr.puts((exc.exception.backtrace || []).first(12).map { |l| "\t#{l}" })
    end
    one_line = exc.message.to_s.gsub("\n", " ")[0, 300]
    if exc.failure?
      @failure ||= one_line
    else
      @error ||= one_line
    end
    # An exception outside any example (while loading the file, in a before(:all)) counts
    # as one failed example under its location's description.
    if exc.it.nil? || exc.it.empty?
      @results << [:error, exc.description.gsub("\n", " "), one_line]
      puts "error\t#{exc.description.gsub("\n", " ")}\t#{one_line}"
    end
  end

  def after(state = nil)
    return unless state
    desc = state.description
    outcome = @error ? :error : (@failure ? :fail : :pass)
    @results << [outcome, desc, @error || @failure]
    if outcome == :pass
      puts "pass\t#{desc}"
    else
      puts "#{outcome}\t#{desc}\t#{@error || @failure}"
    end
    $stdout.flush if $stdout.respond_to?(:flush)
  end

  def finish
    @results.each { |outcome, desc, _| puts "fails:#{desc}" unless outcome == :pass }
    passed = @results.count { |outcome, _, _| outcome == :pass }
    puts "examples #{@results.size} passed #{passed}"
  end
end

# --debug: every exception's class, message and first backtrace lines go to stderr.
$corundum_spec_debug = ARGV.delete("--debug")
spec_file = ARGV[0] or abort("usage: corundum -I MSPEC_LIB spec/corundum_runner.rb SPEC_FILE")
formatter = CorundumFormatter.new
formatter.register
MSpec.register_files [spec_file]
MSpec.process
