# Stand-ins for core classes Corundum does not have yet, just enough for mspec's library to load
# and run spec files (spec/corundum_runner.rb requires this first). Each is defined only when
# the real one is missing, so the file falls away piece by piece as the VM gains File, Dir,
# Thread and ENV; docs/compatibility.md ("What mspec needs") lists them. The answers are
# deliberately inert (no file exists, no directory exists, ENV is empty): specs that need the
# real thing fail rather than touch the file system through a half-made File.

unless defined?(ENV)
  ENV = {}
end

# core/io has a real File now, without realpath/realdirpath yet: those two stand in by
# themselves (expand_path, no symlink resolution) while File lacks them.
if defined?(File)
  class File
    def self.realpath(path, dir = nil) = expand_path(path, dir) unless respond_to?(:realpath)
    def self.realdirpath(path, dir = nil) = expand_path(path, dir) unless respond_to?(:realdirpath)
  end
else
  class File
    SEPARATOR = "/"
    def self.realpath(path, dir = nil) = expand_path(path, dir)
    def self.realdirpath(path, dir = nil) = expand_path(path, dir)
    def self.directory?(path) = false
    def self.exist?(path) = false
    def self.file?(path) = false
    def self.expand_path(path, dir = nil)
      dir && !path.start_with?("/") ? "#{dir}/#{path}" : path
    end
    def self.dirname(path)
      i = path.rindex("/")
      i ? (i == 0 ? "/" : path[0, i]) : "."
    end
    def self.basename(path, ext = nil)
      b = path.split("/").last || path
      ext && b.end_with?(ext) ? b[0, b.size - ext.size] : b
    end
    def self.join(*parts) = parts.join("/")
  end
end

unless defined?(Thread)
  class Thread
    def self.report_on_exception=(value)
      value
    end
  end
end

unless defined?(Dir)
  class Dir
    def self.pwd = "."
  end
end
