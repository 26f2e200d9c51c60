class HelperError < StandardError; end

def helper_fail(msg)
  raise HelperError, "helper says: #{msg}"
end
