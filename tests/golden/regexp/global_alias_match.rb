alias $M $&
alias $PRE $`
alias $LM $~
"hello world" =~ /o (w)/
p $M, $PRE, $LM.class
def inner
  "abc" =~ /b/
  $M
end
p inner, $M
[1, 2].each { |x| "k#{x}" =~ /\d/; p $M }
$LM = nil
p $~, $M
begin; $M = "x"; rescue NameError => e; p e.message; end
begin; $LM = 5; rescue TypeError => e; p e.message; end
alias $a_var $b_var
$b_var = 1; p $a_var
$a_var = 2; p $b_var
alias $sep $,
p $sep
p $/
