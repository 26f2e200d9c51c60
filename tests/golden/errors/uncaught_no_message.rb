# 4.0: backtrace labels use straight quotes
class EmptyError < StandardError; end

raise EmptyError
