# respond_to? checks on several receivers, answering true and false (public, missing and private names).
class Duck
  def quack = 1
  def walk = 2

  private

  def secret = 3
end

class Robot
  def walk = 4
  def beep = 5
end

items = [Duck.new, Robot.new, 42, "text", [1], { a: 1 }]
names = %i[quack walk secret beep size upcase]
yes = 0
no = 0
i = 0
while i < 2_000_000
  obj = items[i % 6]
  names.each do |name|
    if obj.respond_to?(name)
      yes += 1
    else
      no += 1
    end
  end
  i += 1
end
puts yes
puts no
