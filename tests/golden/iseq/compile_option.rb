# RubyVM::InstructionSequence.compile_option: CRuby 4.0's defaults, what true, false, nil and a Hash
# set, and the argument errors.
I=RubyVM::InstructionSequence
p I.compile_option
I.compile_option = true; p I.compile_option
I.compile_option = false; p I.compile_option
I.compile_option = nil; p I.compile_option
I.compile_option = {debug_level: 2, frozen_string_literal: true, bogus: 1, peephole_optimization: true}; p I.compile_option
I.compile_option = {peephole_optimization: 3}; p I.compile_option[:peephole_optimization]
I.compile_option = {peephole_optimization: nil}; p I.compile_option[:peephole_optimization]
begin; I.compile_option = 3; rescue => e; p e; end
begin; I.compile_option = {debug_level: "x"}; rescue => e; p e; end
