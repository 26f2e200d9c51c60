# Every pattern kind: values, arrays, finds, hashes, alternatives, captures, pins, guards.
class O
  def deconstruct = (puts "d"; [1, 2])
end
o = O.new
p((o in [1] | [1, 2]))
o => [3] | [1, 2]
case o
in [3] | [1, 2]
end
x = {a: 1} in {b: 1} | {a: 1}
p x
(5 => Integer => y) ; p y
p((1 in Integer | String => z)); p z
case {a: 1}
in {**nil} then 1
end rescue p $!
({a: 1} => {**nil}) rescue p $!
({a: 1} => {a: 1 => q, **nil}) ; p q
({a: 1, b: 2} => {a: 1, **r}) ; p r
({a: 1, b: 2} => {}) rescue p $!
([1, 2] => []) rescue p $!
p(case 1; in 1 then :one; end)
p(case 1; in 2 then :one; else :e; end)
p(case [1, [2, 3]]; in [Integer => a, [b, *c]] then [a, b, c]; end)
p(case [1, 2, 3, 4, 5]; in [*pre, 3, *post] then [pre, post]; end)
p(case [1, 2, 3, 4, 5]; in [*, 3, 4, *] then :yes; end)
p(case [1, 2, 3, 4, 5]; in [a, *, b] then [a, b]; end)
p(case [1, 2, 3, 4, 5]; in [a, *r, b, c] then [a, r, b, c]; end)
p(case {name: "x", age: 3}; in {name: String => n, age: Integer => a} if a > 2 then [n, a]; end)
v = 5
p(case 5; in ^v then :pinned; end)
@iv = 6; $gv = 7
p(case 6; in ^@iv then :iv; end)
p(case 7; in ^$gv then :gv; end)
p(case 8; in ^(4 + 4) then :expr; end)
p(case nil; in nil then :nil; end)
p(case 3; in 1..5 then :range; end)
p(case "str"; in /s/ then :re; end)
p(case [1, 2]; in Array(a, b) then [a, b]; end)
p(case [1, 2]; in Array[a, b] then [a, b]; end)
p(case {k: 1}; in Hash(k:) then k; end)
p(case {k: 1}; in Hash[k: Integer => kk] then kk; end)
p(case 1; in a then a; end)
p(case {"k" => 1}; in {k: 1} then 1; else 2; end)
p(case {k: 1}; in {"k": 1} then 1; else 2; end)
p(case [1, [2]]; in [_, [_]] then :under; end)
p(case 1; in Integer | Float => n then n; end)
