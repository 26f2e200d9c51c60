# An uncaught exception whose detailed_message raises is reported with its class name.
# 4.0: expected output from CRuby master (the WASM build of 4.0 reports uncaught exceptions
# through its own wrapper).

class Loud < StandardError
  def detailed_message(**) = raise("boom")
end

e = Loud.new("quiet")
begin
  e.full_message
rescue => err
  puts "full_message: #{err.message}"
end
raise e
# ruby40: skip (ruby40's wrapper reports an uncaught exception with full_message, which raises here)
