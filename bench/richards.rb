# Richards: an operating-system task scheduler simulation (polymorphic tasks, linked packet queues).
module Richards
  IDLE = 0
  WORKER = 1
  HANDLER_A = 2
  HANDLER_B = 3
  DEVICE_A = 4
  DEVICE_B = 5
  TASK_COUNT = 6

  KIND_DEVICE = 0
  KIND_WORK = 1
  DATA_SIZE = 4

  class Packet
    attr_accessor :link, :owner, :kind, :count, :data

    def initialize(link, owner, kind)
      @link = link
      @owner = owner
      @kind = kind
      @count = 0
      @data = Array.new(DATA_SIZE, 0)
    end

    # Appends self to the end of `queue` and returns the queue's head.
    def append_to(queue)
      @link = nil
      return self if queue.nil?

      last = queue
      last = last.link until last.link.nil?
      last.link = self
      queue
    end
  end

  # A task's scheduling record. A task is runnable when it has packets waiting,
  # waiting when it suspended itself for input, and held when another task holds it.
  class Tcb
    attr_accessor :link
    attr_reader :id, :priority

    def initialize(link, id, priority, queue, task)
      @link = link
      @id = id
      @priority = priority
      @queue = queue
      @task = task
      @has_packet = !queue.nil?
      @waiting = true
      @held = false
    end

    def start_running
      @has_packet = @waiting = @held = false
    end

    def hold
      @held = true
    end

    def release
      @held = false
    end

    def wait
      @waiting = true
    end

    def blocked?
      @held || (@waiting && !@has_packet)
    end

    def run
      packet = nil
      if @waiting && @has_packet && !@held
        packet = @queue
        @queue = packet.link
        @waiting = false
        @has_packet = !@queue.nil?
      end
      @task.run(packet)
    end

    # Gives this task a packet from `sender`; returns the task that should run next.
    def receive(packet, sender)
      if @queue.nil?
        @queue = packet
        @has_packet = true
        return self if @priority > sender.priority
      else
        @queue = packet.append_to(@queue)
      end
      sender
    end
  end

  class Task
    def initialize(scheduler)
      @scheduler = scheduler
    end
  end

  class IdleTask < Task
    def initialize(scheduler, seed, count)
      super(scheduler)
      @seed = seed
      @count = count
    end

    def run(_packet)
      @count -= 1
      return @scheduler.hold_current if @count == 0

      if @seed & 1 == 0
        @seed >>= 1
        @scheduler.release(DEVICE_A)
      else
        @seed = (@seed >> 1) ^ 0xD008
        @scheduler.release(DEVICE_B)
      end
    end
  end

  class WorkerTask < Task
    def initialize(scheduler)
      super(scheduler)
      @target = HANDLER_A
      @letter = 0
    end

    def run(packet)
      return @scheduler.wait_current if packet.nil?

      @target = @target == HANDLER_A ? HANDLER_B : HANDLER_A
      packet.owner = @target
      packet.count = 0
      data = packet.data
      i = 0
      while i < DATA_SIZE
        @letter += 1
        @letter = 1 if @letter > 26
        data[i] = @letter
        i += 1
      end
      @scheduler.send_packet(packet)
    end
  end

  class HandlerTask < Task
    def initialize(scheduler)
      super(scheduler)
      @work = nil
      @devices = nil
    end

    def run(packet)
      if packet
        if packet.kind == KIND_WORK
          @work = packet.append_to(@work)
        else
          @devices = packet.append_to(@devices)
        end
      end
      work = @work
      if work
        n = work.count
        if n < DATA_SIZE
          device = @devices
          if device
            @devices = device.link
            device.count = work.data[n]
            work.count = n + 1
            return @scheduler.send_packet(device)
          end
        else
          @work = work.link
          return @scheduler.send_packet(work)
        end
      end
      @scheduler.wait_current
    end
  end

  class DeviceTask < Task
    def initialize(scheduler)
      super(scheduler)
      @pending = nil
    end

    def run(packet)
      if packet.nil?
        return @scheduler.wait_current if @pending.nil?

        out = @pending
        @pending = nil
        @scheduler.send_packet(out)
      else
        @pending = packet
        @scheduler.hold_current
      end
    end
  end

  class Scheduler
    attr_reader :sent, :holds

    def initialize
      @tasks = Array.new(TASK_COUNT)
      @list = nil
      @current = nil
      @current_id = nil
      @sent = 0
      @holds = 0
    end

    def add(id, priority, queue, task)
      @current = Tcb.new(@list, id, priority, queue, task)
      @list = @current
      @tasks[id] = @current
    end

    def run
      @current = @list
      while @current
        if @current.blocked?
          @current = @current.link
        else
          @current_id = @current.id
          @current = @current.run
        end
      end
    end

    def release(id)
      tcb = @tasks[id]
      tcb.release
      tcb.priority > @current.priority ? tcb : @current
    end

    def hold_current
      @holds += 1
      @current.hold
      @current.link
    end

    def wait_current
      @current.wait
      @current
    end

    def send_packet(packet)
      target = @tasks[packet.owner]
      @sent += 1
      packet.link = nil
      packet.owner = @current_id
      target.receive(packet, @current)
    end
  end

  def self.simulate(idle_count)
    s = Scheduler.new
    s.add(IDLE, 0, nil, IdleTask.new(s, 1, idle_count)).start_running

    work = Packet.new(nil, WORKER, KIND_WORK)
    work = Packet.new(work, WORKER, KIND_WORK)
    s.add(WORKER, 1000, work, WorkerTask.new(s))

    [[HANDLER_A, DEVICE_A, 2000], [HANDLER_B, DEVICE_B, 3000]].each do |handler, device, priority|
      q = nil
      3.times { q = Packet.new(q, device, KIND_DEVICE) }
      s.add(handler, priority, q, HandlerTask.new(s))
    end

    s.add(DEVICE_A, 4000, nil, DeviceTask.new(s))
    s.add(DEVICE_B, 5000, nil, DeviceTask.new(s))
    s.run
    [s.sent, s.holds]
  end
end

p Richards.simulate(1000)
sent = 0
holds = 0
35.times do
  a, b = Richards.simulate(10_000)
  sent += a
  holds += b
end
p [sent, holds]
