p :hello[/l+/], :hello.slice(/e(l)/, 1), :hello.start_with?(/h/), :hello =~ /ll/, :hello.match(/(?<x>e)/)[:x]
case :error_404
when /_(\d+)/ then p $1.to_i
end
p %i[a_b c d_e].grep(/_/)
p :abc.match?(/B/i), :abc.match(/c/, 2)
