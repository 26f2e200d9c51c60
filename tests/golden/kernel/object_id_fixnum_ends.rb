# object_id of a Fixnum is 2n+1, a Bignum near the ends of the Fixnum range.
p((2**62-1).object_id, (-2**62).object_id, 5.object_id, -1.object_id)
p 1.object_id == 1.object_id, nil.object_id == nil.object_id
# ruby40: skip (wasm32's Fixnums are smaller)
