# DeltaBlue-style incremental one-way constraint solver: polymorphic constraint objects over a variable graph.
class Strength
  attr_reader :level, :name

  def initialize(level, name)
    @level = level
    @name = name
  end

  REQUIRED = new(0, :required)
  STRONG_PREFERRED = new(1, :strong_preferred)
  PREFERRED = new(2, :preferred)
  STRONG_DEFAULT = new(3, :strong_default)
  NORMAL = new(4, :normal)
  WEAK_DEFAULT = new(5, :weak_default)
  WEAKEST = new(6, :weakest)
  ORDER = [REQUIRED, STRONG_PREFERRED, PREFERRED, STRONG_DEFAULT, NORMAL, WEAK_DEFAULT, WEAKEST].freeze

  def stronger?(other)
    @level < other.level
  end

  def weaker?(other)
    @level > other.level
  end

  def weaker_of(other)
    weaker?(other) ? self : other
  end

  def next_weaker
    ORDER[@level + 1]
  end
end

class Variable
  attr_accessor :value, :determined_by, :mark, :walk_strength, :stay
  attr_reader :constraints

  def initialize(value)
    @value = value
    @constraints = []
    @determined_by = nil
    @mark = 0
    @walk_strength = Strength::WEAKEST
    @stay = true
  end

  def attach(constraint)
    @constraints << constraint
  end

  def detach(constraint)
    @constraints.delete(constraint)
    @determined_by = nil if @determined_by.equal?(constraint)
  end
end

# Shared behaviour; subclasses answer choose_method, satisfied?, output, inputs_known? etc.
class Constraint
  attr_reader :strength

  def initialize(strength)
    @strength = strength
  end

  def install
    add_to_graph
    $planner.incremental_add(self)
    self
  end

  def uninstall
    if satisfied?
      $planner.incremental_remove(self)
    else
      remove_from_graph
    end
  end

  # Tries to enforce this constraint; returns the constraint it overrode, if any.
  def satisfy(mark)
    choose_method(mark)
    unless satisfied?
      raise "could not satisfy a required constraint" if @strength.equal?(Strength::REQUIRED)

      return nil
    end
    mark_inputs(mark)
    out = output
    overridden = out.determined_by
    overridden&.mark_unsatisfied
    out.determined_by = self
    raise "cycle in the constraint graph" unless $planner.add_propagate(self, mark)

    out.mark = mark
    overridden
  end

  def input?
    false
  end
end

class UnaryConstraint < Constraint
  attr_reader :output

  def initialize(variable, strength)
    super(strength)
    @output = variable
    @satisfied = false
  end

  def add_to_graph
    @output.attach(self)
    @satisfied = false
  end

  def remove_from_graph
    @output.detach(self)
    @satisfied = false
  end

  def choose_method(mark)
    @satisfied = @output.mark != mark && @strength.stronger?(@output.walk_strength)
  end

  def satisfied?
    @satisfied
  end

  def mark_unsatisfied
    @satisfied = false
  end

  def mark_inputs(_mark); end

  def inputs_known?(_mark)
    true
  end

  def recalculate
    @output.walk_strength = @strength
    @output.stay = !input?
    execute if @output.stay
  end
end

# Keeps a variable at its current value unless something stronger changes it.
class StayConstraint < UnaryConstraint
  def execute; end
end

# Marks a variable as changed from outside (by the program rather than by the solver).
class EditConstraint < UnaryConstraint
  def input?
    true
  end

  def execute; end
end

class BinaryConstraint < Constraint
  def initialize(from, to, strength)
    super(strength)
    @from = from
    @to = to
    @direction = nil # :forward (from -> to), :backward, or nil when unsatisfied
  end

  def add_to_graph
    @from.attach(self)
    @to.attach(self)
    @direction = nil
  end

  def remove_from_graph
    @from.detach(self)
    @to.detach(self)
    @direction = nil
  end

  def choose_method(mark)
    if @from.mark == mark
      @direction = @to.mark != mark && @strength.stronger?(@to.walk_strength) ? :forward : nil
    elsif @to.mark == mark
      @direction = @from.mark != mark && @strength.stronger?(@from.walk_strength) ? :backward : nil
    elsif @from.walk_strength.weaker?(@to.walk_strength)
      @direction = @strength.stronger?(@from.walk_strength) ? :backward : nil
    else
      @direction = @strength.stronger?(@to.walk_strength) ? :forward : :backward
    end
  end

  def satisfied?
    !@direction.nil?
  end

  def mark_unsatisfied
    @direction = nil
  end

  def input
    @direction == :forward ? @from : @to
  end

  def output
    @direction == :forward ? @to : @from
  end

  def mark_inputs(mark)
    input.mark = mark
  end

  def inputs_known?(mark)
    i = input
    i.mark == mark || i.stay || i.determined_by.nil?
  end

  def recalculate
    i = input
    out = output
    out.walk_strength = @strength.weaker_of(i.walk_strength)
    out.stay = i.stay
    execute if out.stay
  end
end

class EqualityConstraint < BinaryConstraint
  def execute
    output.value = input.value
  end
end

# to = from * scale + offset, solvable in either direction.
class ScaleConstraint < BinaryConstraint
  def initialize(from, scale, offset, to, strength)
    @scale = scale
    @offset = offset
    super(from, to, strength)
  end

  def add_to_graph
    super
    @scale.attach(self)
    @offset.attach(self)
  end

  def remove_from_graph
    super
    @scale.detach(self)
    @offset.detach(self)
  end

  def mark_inputs(mark)
    super
    @scale.mark = mark
    @offset.mark = mark
  end

  def execute
    if @direction == :forward
      @to.value = @from.value * @scale.value + @offset.value
    else
      @from.value = (@to.value - @offset.value) / @scale.value
    end
  end

  def recalculate
    i = input
    out = output
    out.walk_strength = @strength.weaker_of(i.walk_strength)
    out.stay = i.stay && @scale.stay && @offset.stay
    execute if out.stay
  end
end

class Plan
  def initialize
    @steps = []
  end

  def <<(constraint)
    @steps << constraint
  end

  def size
    @steps.size
  end

  def execute
    @steps.each(&:execute)
  end
end

class Planner
  def initialize
    @mark = 0
  end

  def new_mark
    @mark += 1
  end

  def incremental_add(constraint)
    mark = new_mark
    overridden = constraint.satisfy(mark)
    overridden = overridden.satisfy(mark) while overridden
  end

  def incremental_remove(constraint)
    out = constraint.output
    constraint.mark_unsatisfied
    constraint.remove_from_graph
    unsatisfied = remove_propagate_from(out)
    strength = Strength::REQUIRED
    until strength.equal?(Strength::WEAKEST)
      unsatisfied.each { |c| incremental_add(c) if c.strength.equal?(strength) }
      strength = strength.next_weaker
    end
  end

  def plan_for(sources)
    mark = new_mark
    plan = Plan.new
    todo = sources.select { |c| c.input? && c.satisfied? }
    until todo.empty?
      c = todo.shift
      out = c.output
      next unless out.mark != mark && c.inputs_known?(mark)

      plan << c
      out.mark = mark
      consumers_of(out, todo)
    end
    plan
  end

  # Recomputes walk strengths downstream of a newly satisfied constraint; false on a cycle.
  def add_propagate(constraint, mark)
    todo = [constraint]
    until todo.empty?
      c = todo.shift
      if c.output.mark == mark
        incremental_remove(constraint)
        return false
      end
      c.recalculate
      consumers_of(c.output, todo)
    end
    true
  end

  def remove_propagate_from(out)
    out.determined_by = nil
    out.walk_strength = Strength::WEAKEST
    out.stay = true
    unsatisfied = []
    todo = [out]
    until todo.empty?
      v = todo.shift
      v.constraints.each { |c| unsatisfied << c unless c.satisfied? }
      determining = v.determined_by
      v.constraints.each do |c|
        next if c.equal?(determining) || !c.satisfied?

        c.recalculate
        todo << c.output
      end
    end
    unsatisfied
  end

  def consumers_of(variable, todo)
    determining = variable.determined_by
    variable.constraints.each do |c|
      todo << c if !c.equal?(determining) && c.satisfied?
    end
  end
end

# A chain v0 = v1 = ... = vn held at the far end, edited at the near end.
def chain(n)
  $planner = Planner.new
  vars = Array.new(n + 1) { Variable.new(0) }
  n.times { |i| EqualityConstraint.new(vars[i], vars[i + 1], Strength::REQUIRED).install }
  StayConstraint.new(vars[n], Strength::STRONG_DEFAULT).install
  edit = EditConstraint.new(vars[0], Strength::PREFERRED).install
  plan = $planner.plan_for([edit])
  sum = 0
  100.times do |v|
    vars[0].value = v
    plan.execute
    raise "chain failed" unless vars[n].value == v

    sum += vars[n].value
  end
  edit.uninstall
  sum + plan.size
end

def change(variable, value)
  edit = EditConstraint.new(variable, Strength::PREFERRED).install
  plan = $planner.plan_for([edit])
  10.times do
    variable.value = value
    plan.execute
  end
  edit.uninstall
end

# n pairs dst = src * scale + offset, changed from each side in turn.
def projection(n)
  $planner = Planner.new
  scale = Variable.new(10)
  offset = Variable.new(1000)
  src = dst = nil
  dests = Array.new(n) do |i|
    src = Variable.new(i)
    dst = Variable.new(i)
    StayConstraint.new(src, Strength::NORMAL).install
    ScaleConstraint.new(src, scale, offset, dst, Strength::REQUIRED).install
    dst
  end
  change(src, 17)
  raise "projection 1 failed" unless dst.value == 1170

  change(dst, 1050)
  raise "projection 2 failed" unless src.value == 5

  change(scale, 5)
  (n - 1).times { |i| raise "projection 3 failed" unless dests[i].value == i * 5 + 1000 }
  change(offset, 2000)
  (n - 1).times { |i| raise "projection 4 failed" unless dests[i].value == i * 5 + 2000 }
  dests.sum(&:value) + src.value
end

total = 0
350.times do
  total += chain(100)
  total += projection(100)
end
puts total
