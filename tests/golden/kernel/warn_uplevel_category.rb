# Kernel#warn with uplevel: (the place n frames up) and category: (checked; :deprecated is off by default).
def a = warn("hi", "there", uplevel: 0)
a
def b = warn("up", uplevel: 1)
b
warn("dep", category: :deprecated)
warn("exp", category: :experimental)
begin; warn("x", category: :nope); rescue => e; p e; end
begin; warn("x", uplevel: -1); rescue => e; p e; end
begin; warn("x", bad: 1); rescue => e; p e; end
warn("far", uplevel: 100)
