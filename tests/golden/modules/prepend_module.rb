module Logging
  def run(x)
    "log(" + super(x + 1) + ")"
  end
end

module Tagging
  def run(x)
    "tag[" + super + "]"
  end
end

class Job
  prepend Logging
  def run(x)
    "job #{x}"
  end
end

class Task
  include Tagging
  def run(x)
    "task #{x} / " + super
  end
end

class TaskBase
  def run(x) = "base #{x}"
end

class Task2 < TaskBase
  include Tagging
  def run(x) = "task2 " + super
end

p Job.new.run(1)
p Job.ancestors.take(3)
p Task2.new.run(5)
p Task2.ancestors.take(4)

class Both
  prepend Logging
  include Tagging
  def run(x) = "both " + super
end
class Both
end

p Both.ancestors.take(4)
begin
  Task.new.run(1)
rescue NoMethodError => e
  puts e.class
end
