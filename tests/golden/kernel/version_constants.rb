# The constants that describe the running Ruby, and Process.pid.
p RUBY_VERSION
p RUBY_PATCHLEVEL
p RUBY_RELEASE_DATE
p RUBY_COPYRIGHT
p RUBY_DESCRIPTION.include?("4.0.0")
p [RUBY_VERSION, RUBY_DESCRIPTION, RUBY_RELEASE_DATE].all?(&:frozen?)
p Process.pid.is_a?(Integer), Process.pid > 0, Process.pid == Process.pid
