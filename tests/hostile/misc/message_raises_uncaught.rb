# An uncaught exception whose message raises: the error report must still come out.
class E < StandardError
  def message
    raise "while reporting"
  end
end
raise E
