# Changes to ENV reach child processes; spawn's environment Hash changes the child's alone.
# 4.0: expected output from CRuby master (ruby40 cannot start processes).
ENV["CORUNDUM_CHILD"] = "seen"
print `echo "child sees $CORUNDUM_CHILD"`
ENV.delete("CORUNDUM_CHILD")
print `echo "after delete: ${CORUNDUM_CHILD:-unset}"`
ENV.update("CORUNDUM_A" => "a", "CORUNDUM_B" => "b")
system("echo $CORUNDUM_A$CORUNDUM_B")
system({"CORUNDUM_A" => "override", "CORUNDUM_B" => nil}, "echo ${CORUNDUM_A}-${CORUNDUM_B:-gone}")
p ENV["CORUNDUM_A"], ENV["CORUNDUM_B"]
system({"CORUNDUM_ONLY" => "1"}, "echo ${CORUNDUM_A:-cleared} $CORUNDUM_ONLY", unsetenv_others: true)
begin
  system({"A=B" => "1"}, "true")
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end
begin
  system({1 => "1"}, "true")
rescue TypeError => e
  puts "#{e.class}: #{e.message}"
end
