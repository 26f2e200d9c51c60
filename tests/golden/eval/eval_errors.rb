# Errors from eval: SyntaxError with Prism's annotated message, argument errors, and backtraces
# that name the evaluated file and line.
def show
  yield
rescue ScriptError, StandardError => e
  puts "#{e.class}: #{e.message}"
end

show { eval("1 +") }
show { eval("foo(", nil, "f.rb", 3) }
show { eval("x = 1\ny = (\nz = 3\n") }
show { eval("def m\n  1\n\n\n\n\n  [\nend") }
show { eval("p 1; break") }
show { eval("next") }
show { eval("a = 1 = 2") }
show { eval("%w(" + "a" * 80) }
show { eval(1) }
show { eval("1", 2) }
show { eval("1", nil, 3) }
show { eval("1", nil, "f", "x") }
show { eval }
show { eval("1", nil, "f", 1, 2) }

def raiser
  eval("\n\nraise 'boom'", nil, "virtual.rb", 10)
rescue => e
  puts e.backtrace.first(2)
end
raiser

begin
  eval("[1].each { |v| undefined_thing }")
rescue NameError => e
  puts e.message
  puts e.backtrace.first.sub(/:\d+:/, ":N:")
end

def loc
  eval("__LINE__", nil, "l.rb", 100)
end
p loc
p eval("[__FILE__, __LINE__]")
p eval("__LINE__\n__LINE__\n", nil, "x", 7)
p eval("__method__")
def meth_name = eval("__method__")
p meth_name
# 4.0: ruby40 (WebAssembly) runs a script through `load`, so it labels top-level frames
# <top (required)> where CRuby 4.0 running the script prints <main>; that is the only difference.
