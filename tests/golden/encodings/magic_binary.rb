# encoding: binary
# The encoding magic comment: binary literals.
p __ENCODING__, "abc".encoding, "\xff\xfe".length, "\u3042".encoding
