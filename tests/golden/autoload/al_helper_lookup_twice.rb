module Dup1
  T = :dup_t
end
