# reassigning a constant warns on stderr but succeeds
SIZE = 1
SIZE = 2
p SIZE
