# print writes to_s of each argument without separators or newline
print "a", "b", "c"
print "\n"
print 1, 2.5, :x, nil, true
print "\n"
print [1, 2, nil], "\n"
print "line\n"
r = print("")
p r
print "no newline at end"
print "\n"
