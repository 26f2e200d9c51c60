def run(fail)
  log = []
  begin
    log << "body"
    raise "oops" if fail
    log << "body end"
  rescue => e
    log << "rescue #{e.message}"
  else
    log << "else"
  ensure
    log << "ensure"
  end
  log << "after"
  log
end

p run(false)
p run(true)

def value_of(fail)
  begin
    raise "x" if fail
    :body_value
  rescue
    :rescue_value
  else
    :else_value
  ensure
    :ensure_value_ignored
  end
end
p value_of(false)
p value_of(true)

def nested
  begin
    begin
      raise "inner"
    ensure
      puts "inner ensure"
    end
  rescue => e
    puts "outer rescue: #{e.message}"
  ensure
    puts "outer ensure"
  end
end
nested
