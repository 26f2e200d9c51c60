Gadget = :gadget_value
