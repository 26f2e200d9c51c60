# dividing an integer by zero raises ZeroDivisionError
[-> { 1 / 0 }, -> { 1 % 0 }, -> { 0 / 0 }, -> { 1.div(0) }, -> { (2 ** 80) / 0 }, -> { 3.divmod(0) }].each do |f|
  begin
    f.call
  rescue ZeroDivisionError => e
    puts "#{e.class}: #{e.message}"
  end
end
p 1.fdiv(0)
p -1.fdiv(0)
p 1 / 0.0
p 1.0 / 0
p 0.0 / 0
p ZeroDivisionError.ancestors.include?(StandardError)
