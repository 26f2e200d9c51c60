# A syntax error in the main script is reported as CRuby 4.0 reports an uncaught SyntaxError
# without a backtrace: after the script name, with Prism's annotated source.
puts "never printed"
def f(&nil) end
# 4.0: the text is what CRuby 4.0 prints for a main script (as CRuby master does for `def f(1) end`)
# ruby40: skip (its wrapper runs the script through Kernel#load, so the report gets a backtrace)
