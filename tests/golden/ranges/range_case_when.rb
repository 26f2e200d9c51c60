# ranges in case/when use Range#===
def grade(score)
  case score
  when 90.. then "A"
  when 80...90 then "B"
  when 70...80 then "C"
  when ...70 then "F"
  end
end
[95, 90, 89.9, 80, 72, 12, -5].each { |s| puts "#{s}: #{grade(s)}" }
def temp(t)
  case t
  when -Float::INFINITY...0 then :freezing
  when 0.0..15.5 then :cold
  when 15.5..30 then :warm
  else :hot
  end
end
p temp(-3), temp(0), temp(15.5), temp(20), temp(45)
def letter_kind(c)
  case c
  when 'a'..'m' then :first_half
  when 'n'..'z' then :second_half
  else :other
  end
end
p letter_kind('c'), letter_kind('q'), letter_kind('Q')
p (1..5) === 3
p (1..5) === 6
p (1..5) === "3"
