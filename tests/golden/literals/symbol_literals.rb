# symbol literal forms and their inspect output
p :plain
p :with_underscore
p :"with space"
p :"quoted"
n = 3
p :"dyn#{n}"
p %s(percent)
p :Capital
p :question?
p :bang!
p :setter=
p :+
p :-
p :[]
p :[]=
p :<=>
p :==
p :!
p :@ivar
p :@@cvar
p :$gvar
p :"9starts_with_digit"
p :""
p :a.equal?(:a)
p "a".to_sym == :a
p :a.class
