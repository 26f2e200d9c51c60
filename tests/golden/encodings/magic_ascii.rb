# frozen_string_literal: true
# encoding: US-ASCII
p __ENCODING__, "abc".encoding, "abc".frozen?, "\xff".encoding
