# fuzz: kind=signal sig=signal 6
# corundum-fuzz --seed 5 mutant 4827
class Job
  def run(x)
  end
end
module Tagging
  def run(x)
  end
end
module Logging
  prepend Logging
end
