attempts = 0
begin
  attempts += 1
  puts "attempt #{attempts}"
  raise "flaky" if attempts < 3
  puts "succeeded"
rescue
  retry if attempts < 5
end
p attempts

def fetch_with_retry
  tries = 0
  begin
    tries += 1
    raise ArgumentError, "fail #{tries}" if tries <= 2
    "ok after #{tries}"
  rescue ArgumentError => e
    puts "caught #{e.message}"
    retry
  end
end
p fetch_with_retry

n = 0
begin
  n += 1
  raise "always"
rescue => e
  if n < 3
    retry
  else
    puts "giving up after #{n}: #{e.message}"
  end
end
