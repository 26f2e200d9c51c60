# A chain with a lazy enumerator in it is itself lazy (CRuby's new_enum_chain), so chaining
# endless lazy sources and filtering the chain never walks them eagerly (it once ran out of
# memory selecting from an endless chain).
ea = (10..).lazy.select(&:even?).take(10)
ed = (20..).lazy.select(&:odd?)
chain = (ea + ed).select { |x| x % 3 == 0 }
p chain.class
p chain.first(6)
p chain.next, chain.next, chain.next, chain.next, chain.next, chain.next
p (ea + ed).class, ea.chain(ed).class, [1].each.chain(ed).class, [1].chain(ed, [2]).class
p (ea + ed).first(12)
p (ea + ed).map { _1 * 2 }.first(3)
p ([1, 2].each + (3..)).class
p ([1, 2].each + (3..)).lazy.map { _1 * 2 }.first(5)
p ([1].each + [2]).inspect
p (ea + [1]).inspect.sub(/0x\h+/, "X")
p ([1, 2].each + [3].lazy).size, (ea + ed).size
p ([1, 2].each + [3].lazy).to_a, ([1, 2].each + [3].lazy).force
